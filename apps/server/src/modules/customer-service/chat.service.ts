import { isAgentType } from '@fortuna/contracts/accounts';
import { CHAT_IMAGE_MAX_BYTES, type ChatCurrent, type ChatMessage } from '@fortuna/contracts/chat';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashToken, newSessionToken } from '../../security/tokens';
import type { AccountRow } from '../sessions/sessions.repo';
import { discardStoredDocument, privateUploadsDirectory } from '../uploads/document-intake';
import { intakeImage } from '../uploads/image-intake';
import {
  type ConversationRow,
  type Customer,
  conversationIdsOf,
  findChatMessage,
  findCustomerConversation,
  findMessages,
  findOpenConversation,
  findUnratedConversation,
  insertChatMessage,
  insertConversation,
  lockConversation,
  updateConversation,
} from './chat.repo';
import { pushConversation, pushMessage, pushRead, pushTyping } from './chat-events';
import { presentConversation, presentMessage } from './chat-present';

export type ChatDeps = Pick<FastifyInstance, 'db' | 'realtime' | 'config'>;

/** The customer a signed-in member or agent is. */
export function memberCustomer(member: AccountRow): Customer {
  return { accountId: member.id, merchantId: member.merchantId };
}

export function visitorCustomer(merchantId: number, token: string): Customer {
  return { visitorTokenHash: hashToken(token), merchantId };
}

export function serviceUploads(dataDir: string): string {
  return privateUploadsDirectory(dataDir, 'service');
}

/** The customer's open conversation (the newest messages, oldest first) and one waiting for a rating. */
export async function currentChat(db: Db, customer: Customer): Promise<ChatCurrent> {
  const [open, toRate] = await Promise.all([findOpenConversation(db, customer), findUnratedConversation(db, customer)]);
  const ids = open ? [open.id] : toRate ? [toRate.id] : [];
  const messages = (await findMessages(db, ids, 50)).reverse();
  return {
    conversation: open ? presentConversation(open, 'customer') : null,
    messages: messages.map((row) => presentMessage(row, false)),
    toRate: toRate && !open ? presentConversation(toRate, 'customer') : null,
  };
}

export async function chatHistory(
  db: Db,
  customer: Customer,
  limit: number,
  beforeId?: number,
): Promise<ChatMessage[]> {
  const ids = await conversationIdsOf(db, customer);
  return (await findMessages(db, ids, limit, beforeId)).reverse().map((row) => presentMessage(row, false));
}

/** A visitor (maintenance or blocked page, a locked account or address) starts a chat and gets its token. */
export async function startVisitorChat(
  deps: ChatDeps,
  merchantId: number,
  input: { name: string; reason: string; username: string; language: string },
  ip: string,
) {
  const token = newSessionToken();
  const conversation = await inTransaction(deps.db, async (tx) => {
    const created = await insertConversation(tx, {
      merchantId,
      visitorTokenHash: hashToken(token),
      channel: 'visitor',
      visitorName: `${input.name}${input.username ? ` (${input.username})` : ''} · ${input.reason}`,
      language: input.language,
      ip,
    });
    const note = await insertChatMessage(tx, {
      conversationId: created.id,
      sender: 'system',
      body: `visitor:${input.reason}`,
    });
    return { created, note };
  });
  pushConversation(deps, conversation.created);
  pushMessage(deps, conversation.created, presentMessage(conversation.note, true));
  return { token, conversation: presentConversation(conversation.created, 'customer') };
}

/** The customer's open conversation, opened now when there is none (a member or agent only; a visitor has one). */
async function openConversationFor(deps: ChatDeps, customer: Customer, member: AccountRow | null, ip: string) {
  const open = await findOpenConversation(deps.db, customer);
  if (open) return open;
  if (!member) throw new AppError('CHAT_CLOSED');
  const created = await insertConversation(deps.db, {
    merchantId: member.merchantId,
    accountId: member.id,
    channel: isAgentType(member.type) ? 'agent' : 'member',
    language: member.language,
    ip,
  });
  pushConversation(deps, created);
  return created;
}

/** Stores a customer message (text or image) and pushes it to staff on every node. */
async function postCustomerMessage(
  deps: ChatDeps,
  customer: Customer,
  member: AccountRow | null,
  ip: string,
  content: { body: string; imageName?: string },
): Promise<ChatMessage> {
  const open = await openConversationFor(deps, customer, member, ip);
  const { conversation, message } = await inTransaction(deps.db, async (tx) => {
    const locked = await lockConversation(tx, open.id);
    if (!locked || locked.status === 'closed') throw new AppError('CHAT_CLOSED');
    const stored = await insertChatMessage(tx, {
      conversationId: locked.id,
      sender: 'customer',
      body: content.body,
      imageName: content.imageName ?? null,
    });
    const updated = await updateConversation(tx, locked.id, {
      staffUnread: locked.staffUnread + 1,
      memberReadId: stored.id,
      lastMessageAt: stored.createdAt,
    });
    return { conversation: updated, message: stored };
  });
  const presented = presentMessage(message, false);
  pushMessage(deps, conversation, presented);
  pushConversation(deps, conversation);
  return presented;
}

export function sendCustomerText(
  deps: ChatDeps,
  customer: Customer,
  member: AccountRow | null,
  ip: string,
  body: string,
) {
  return postCustomerMessage(deps, customer, member, ip, { body });
}

/** An image from the customer: PNG or JPEG by content, at most 5 MB, re-encoded to JPEG without metadata. */
export async function sendCustomerImage(
  deps: ChatDeps,
  customer: Customer,
  member: AccountRow | null,
  ip: string,
  bytes: Buffer,
) {
  const image = await storeChatImage(deps, bytes);
  try {
    return await postCustomerMessage(deps, customer, member, ip, { body: '', imageName: image.name });
  } catch (error) {
    await discardStoredDocument(image);
    throw error;
  }
}

export function storeChatImage(deps: ChatDeps, bytes: Buffer) {
  return intakeImage(bytes, {
    directory: serviceUploads(deps.config.dataDir),
    accept: ['png', 'jpeg'],
    maxBytes: CHAT_IMAGE_MAX_BYTES,
    output: 'jpeg',
  });
}

export async function customerTyping(deps: ChatDeps, customer: Customer): Promise<void> {
  const open = await findOpenConversation(deps.db, customer);
  if (open) pushTyping(deps, open, 'customer');
}

/** The customer has read staff messages up to an id: their unread count resets, staff see the read tick. */
export async function customerRead(deps: ChatDeps, customer: Customer, upToId: number): Promise<void> {
  const open = await findOpenConversation(deps.db, customer);
  if (!open) return;
  const updated = await updateConversation(deps.db, open.id, {
    memberUnread: 0,
    memberReadId: Math.max(open.memberReadId, upToId),
  });
  pushRead(deps, updated, 'customer', updated.memberReadId);
}

/** The customer ends the conversation (it can then be rated). */
export async function customerClose(deps: ChatDeps, customer: Customer): Promise<void> {
  const open = await findOpenConversation(deps.db, customer);
  if (!open) return;
  const closed = await closeConversation(deps, open.id, 'customer');
  if (closed) pushConversation(deps, closed);
}

export async function closeConversation(deps: ChatDeps, id: number, by: string): Promise<ConversationRow | undefined> {
  return inTransaction(deps.db, async (tx) => {
    const locked = await lockConversation(tx, id);
    if (!locked) throw new AppError('CHAT_NOT_FOUND');
    if (locked.status === 'closed') return undefined;
    await insertChatMessage(tx, { conversationId: id, sender: 'system', body: `closed:${by}` });
    return updateConversation(tx, id, { status: 'closed', closedAt: new Date() });
  });
}

/** Rates a closed conversation of the customer once (1-5 stars and a comment). */
export async function rateConversation(
  deps: ChatDeps,
  customer: Customer,
  input: { conversationId: number; rating: number; comment: string },
) {
  const found = await findCustomerConversation(deps.db, customer, input.conversationId);
  if (!found) throw new AppError('CHAT_NOT_FOUND');
  if (found.status !== 'closed') throw new AppError('VALIDATION_FAILED', 'End the conversation before rating it');
  const rated = await updateConversation(deps.db, found.id, { rating: input.rating, ratingComment: input.comment });
  pushConversation(deps, rated);
  return presentConversation(rated, 'customer');
}

export async function customerImageFile(db: Db, customer: Customer, messageId: number) {
  const ids = await conversationIdsOf(db, customer);
  const message = await findChatMessage(db, messageId);
  return message && ids.includes(message.conversationId) ? message.imageName : null;
}
