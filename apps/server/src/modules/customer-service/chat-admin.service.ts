import type {
  AdminChatConversation,
  AdminChatPage,
  AdminChatQuery,
  ChatCustomer,
  ChatMessage,
} from '@fortuna/contracts/chat';
import { minorToDecimal } from '@fortuna/contracts/money';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { kycStatusOf } from '../kyc/kyc.service';
import { getMerchantOrThrow } from '../merchants/merchants.service';
import { sendServiceNotice } from '../messages/service-messages';
import { findDepositPage } from '../payments/deposits.repo';
import { findWithdrawalPage } from '../payments/withdrawals.repo';
import { findRiskLevel } from '../risk/risk.repo';
import { findAccountById } from '../sessions/sessions.repo';
import { listStaffRows } from '../staff/staff.repo';
import { hasRole } from '../staff/staff.service';
import { discardStoredDocument } from '../uploads/document-intake';
import { balanceOf } from '../wallet/wallet.service';
import {
  type ConversationRow,
  findConversationPage,
  findMessages,
  insertChatMessage,
  lockConversation,
  updateConversation,
} from './chat.repo';
import { type ChatDeps, closeConversation, storeChatImage } from './chat.service';
import { isCustomerOnline, pushConversation, pushMessage, pushRead, pushTyping } from './chat-events';
import { presentConversation, presentMessage } from './chat-present';

export type ChatAdminDeps = ChatDeps & Pick<FastifyInstance, 'ledger'>;

function presentForStaff(
  row: ConversationRow,
  username: string | null,
  lastMessage: string | null,
): AdminChatConversation {
  const isVisitor = row.channel === 'visitor';
  return {
    ...presentConversation(row, 'staff'),
    merchantId: row.merchantId,
    accountId: row.accountId,
    customerName: username ?? row.visitorName,
    language: row.language,
    assignedStaffId: row.assignedStaffId,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessage: lastMessage ?? '',
    ratingComment: row.ratingComment,
    visitorReason: isVisitor ? (row.visitorName.split(' · ').at(-1) ?? null) : null,
  };
}

export async function listConversations(deps: ChatDeps, query: AdminChatQuery, actor: Actor): Promise<AdminChatPage> {
  const { rows, total } = await findConversationPage(deps.db, query, actor.staffId);
  return {
    list: rows.map(({ conversation, username, lastMessage }) => presentForStaff(conversation, username, lastMessage)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

export async function conversationMessages(deps: ChatDeps, id: number, limit: number, beforeId?: number) {
  return (await findMessages(deps.db, [id], limit, beforeId)).reverse().map((row) => presentMessage(row, true));
}

/** Staff take a conversation from the queue or transfer it to a colleague; audited. */
export async function assignConversation(deps: ChatDeps, actor: Actor, id: number, staffId: number) {
  const target = (await listStaffRows(deps.db)).find((row) => row.id === staffId && row.status === 'active');
  if (!target || !hasRole(target, 'support'))
    throw new AppError('VALIDATION_FAILED', 'Choose an active support staff member');
  const updated = await inTransaction(deps.db, async (tx) => {
    const locked = await lockConversation(tx, id);
    if (!locked) throw new AppError('CHAT_NOT_FOUND');
    if (locked.status === 'closed') throw new AppError('CHAT_CLOSED');
    const isTransfer = locked.assignedStaffId !== null;
    if (isTransfer && locked.assignedStaffId !== actor.staffId && target.id === actor.staffId)
      throw new AppError('CHAT_TAKEN');
    const changed = await updateConversation(tx, id, {
      status: 'assigned',
      assignedStaffId: target.id,
      assignedStaffName: target.displayName,
    });
    await insertChatMessage(tx, { conversationId: id, sender: 'system', body: `assigned:${target.displayName}` });
    await recordAudit(tx, actor, {
      action: isTransfer ? 'chat.transfer' : 'chat.take',
      targetType: 'chat_conversation',
      targetId: id,
      merchantId: locked.merchantId,
      before: { assignedStaffId: locked.assignedStaffId, status: locked.status },
      after: { assignedStaffId: target.id, status: 'assigned' },
    });
    return changed;
  });
  pushConversation(deps, updated);
  return presentForStaff(updated, null, null);
}

/**
 * A staff message (text or image): taken by whoever answers a queued conversation, stored, audited,
 * pushed to the customer on every node; a member who is not connected gets a platform message instead.
 */
async function postStaffMessage(
  deps: ChatDeps,
  actor: Actor & { displayName: string },
  id: number,
  content: { body: string; imageName?: string },
) {
  const { conversation, message, wasRead } = await inTransaction(deps.db, async (tx) => {
    const locked = await lockConversation(tx, id);
    if (!locked) throw new AppError('CHAT_NOT_FOUND');
    if (locked.status === 'closed') throw new AppError('CHAT_CLOSED');
    if (locked.assignedStaffId !== null && locked.assignedStaffId !== actor.staffId) throw new AppError('CHAT_TAKEN');
    const stored = await insertChatMessage(tx, {
      conversationId: id,
      sender: 'staff',
      staffId: actor.staffId,
      staffName: actor.displayName,
      body: content.body,
      imageName: content.imageName ?? null,
    });
    const updated = await updateConversation(tx, id, {
      status: 'assigned',
      assignedStaffId: actor.staffId,
      assignedStaffName: actor.displayName,
      memberUnread: locked.memberUnread + 1,
      staffUnread: 0,
      staffReadId: stored.id,
      lastMessageAt: stored.createdAt,
    });
    await recordAudit(tx, actor, {
      action: 'chat.message',
      targetType: 'chat_conversation',
      targetId: id,
      merchantId: locked.merchantId,
      before: null,
      after: { messageId: stored.id, body: content.body.slice(0, 500), image: content.imageName ?? null },
    });
    return { conversation: updated, message: stored, wasRead: locked.memberUnread === 0 };
  });
  const presented = presentMessage(message, true);
  pushMessage(deps, conversation, presentMessage(message, false));
  pushConversation(deps, conversation);
  if (conversation.accountId && wasRead && !(await isCustomerOnline(deps, conversation))) {
    const member = await findAccountById(deps.db, conversation.accountId);
    if (member) {
      const preview = content.body ? content.body.slice(0, 120) : '🖼';
      await sendServiceNotice(deps.db, member, { kind: 'chat_reply', staffName: actor.displayName, preview });
    }
  }
  return presented;
}

export function sendStaffText(
  deps: ChatDeps,
  actor: Actor & { displayName: string },
  id: number,
  body: string,
): Promise<ChatMessage> {
  return postStaffMessage(deps, actor, id, { body });
}

export async function sendStaffImage(
  deps: ChatDeps,
  actor: Actor & { displayName: string },
  id: number,
  bytes: Buffer,
) {
  const image = await storeChatImage(deps, bytes);
  try {
    return await postStaffMessage(deps, actor, id, { body: '', imageName: image.name });
  } catch (error) {
    await discardStoredDocument(image);
    throw error;
  }
}

export async function staffTyping(deps: ChatDeps, id: number): Promise<void> {
  const found = await inTransaction(deps.db, (tx) => lockConversation(tx, id));
  if (found && found.status !== 'closed') pushTyping(deps, found, 'staff');
}

export async function staffRead(deps: ChatDeps, id: number, upToId: number): Promise<void> {
  const updated = await inTransaction(deps.db, async (tx) => {
    const locked = await lockConversation(tx, id);
    if (!locked) throw new AppError('CHAT_NOT_FOUND');
    return updateConversation(tx, id, { staffUnread: 0, staffReadId: Math.max(locked.staffReadId, upToId) });
  });
  pushRead(deps, updated, 'staff', updated.staffReadId);
  pushConversation(deps, updated);
}

export async function staffClose(deps: ChatDeps, actor: Actor, id: number): Promise<void> {
  const closed = await closeConversation(deps, id, 'staff');
  if (!closed) return;
  await recordAudit(deps.db, actor, {
    action: 'chat.close',
    targetType: 'chat_conversation',
    targetId: id,
    merchantId: closed.merchantId,
    before: null,
    after: { status: 'closed' },
  });
  pushConversation(deps, closed);
}

/** The member beside the chat: profile, balance, identity and risk status, recent deposits and withdrawals. */
export async function chatCustomer(deps: ChatAdminDeps, id: number): Promise<ChatCustomer | null> {
  const conversation = await inTransaction(deps.db, (tx) => lockConversation(tx, id));
  if (!conversation) throw new AppError('CHAT_NOT_FOUND');
  if (!conversation.accountId) return null;
  const account = await findAccountById(deps.db, conversation.accountId);
  if (!account) return null;
  const merchant = await getMerchantOrThrow(deps.db, account.merchantId);
  const page = { limit: 5, offset: 0 };
  const [balance, kycStatus, risk, deposits, withdrawals] = await Promise.all([
    balanceOf(deps, account, merchant),
    kycStatusOf(deps.db, account.id),
    findRiskLevel(deps.db, account.id),
    findDepositPage(deps.db, { accountId: account.id }, page),
    findWithdrawalPage(deps.db, { accountId: account.id }, page),
  ]);
  const orders = [
    ...deposits.rows.map((row) => ({ kind: 'deposit' as const, row })),
    ...withdrawals.rows.map((row) => ({ kind: 'withdrawal' as const, row })),
  ]
    .sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime())
    .slice(0, 8);
  return {
    accountId: account.id,
    username: account.username,
    nickname: account.nickname,
    type: account.type,
    status: account.status,
    createdAt: account.createdAt.toISOString(),
    mobile: account.mobileNumber ? `+${account.mobileDialingCode} ${account.mobileNumber}` : null,
    email: account.email,
    balance: { amount: balance.balance, amountMinor: balance.balanceMinor, currency: balance.currency },
    kycStatus,
    riskLevel: risk.level,
    recentOrders: orders.map(({ kind, row }) => ({
      kind,
      id: row.id,
      orderNo: row.orderNo,
      amount: minorToDecimal(row.amountMinor),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Staff who may answer chats (support role, or admin). */
export async function chatAgents(deps: ChatDeps) {
  return (await listStaffRows(deps.db))
    .filter((row) => row.status === 'active' && hasRole(row, 'support'))
    .map((row) => ({ id: row.id, displayName: row.displayName, username: row.username }));
}
