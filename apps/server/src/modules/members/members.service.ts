import type { MemberListQuery, MemberStatusChange, MemberSummary } from '@fortuna/contracts/members';
import { minorToDecimal } from '@fortuna/contracts/money';
import type { Page } from '@fortuna/contracts/staff';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { getMerchantOrThrow } from '../merchants/merchants.service';
import { revokeAllSessions } from '../sessions/sessions.repo';
import { findMemberRow, findMembers, type MemberListRow, updateMemberStatus } from './members.repo';

export function presentMember(row: MemberListRow, currencySymbol: string): MemberSummary {
  return {
    id: row.id,
    merchantId: row.merchantId,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    status: row.status,
    uplineUsername: row.uplineUsername,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    lastLoginIp: row.lastLoginIp,
    liveSessions: row.liveSessions,
    balance: minorToDecimal(row.balanceMinor),
    currencySymbol,
  };
}

/**
 * A page of a merchant's members. `withSignInDetails` false (finance: it finds who a bonus is for)
 * leaves out when and from which address each last signed in.
 */
export async function listMembers(
  db: Db,
  query: MemberListQuery,
  withSignInDetails = true,
): Promise<Page<MemberSummary>> {
  const merchant = await getMerchantOrThrow(db, query.merchantId);
  const { rows, total } = await findMembers(db, {
    merchantId: merchant.id,
    search: query.search || undefined,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: rows.map((row) => {
      const member = presentMember(row, merchant.currencySymbol);
      return withSignInDetails ? member : { ...member, lastLoginAt: null, lastLoginIp: null };
    }),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

async function memberOrThrow(db: Db, id: number): Promise<MemberListRow> {
  const row = await findMemberRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Member not found');
  return row;
}

/** Suspends (signing the member out everywhere) or reactivates an account, with the reason in the audit log. */
export async function setMemberStatus(
  db: Db,
  actor: Actor,
  id: number,
  change: MemberStatusChange,
): Promise<MemberSummary> {
  const before = await memberOrThrow(db, id);
  await inTransaction(db, async (tx) => {
    await updateMemberStatus(tx, id, change.status);
    if (change.status === 'suspended') await revokeAllSessions(tx, id);
    await recordAudit(tx, actor, {
      action: change.status === 'suspended' ? 'member.suspend' : 'member.reactivate',
      targetType: 'member',
      targetId: id,
      merchantId: before.merchantId,
      before: { status: before.status },
      after: { status: change.status, reason: change.reason },
    });
  });
  const merchant = await getMerchantOrThrow(db, before.merchantId);
  return presentMember(await memberOrThrow(db, id), merchant.currencySymbol);
}

/** Signs the member out of every session. */
export async function signOutMember(db: Db, actor: Actor, id: number): Promise<{ revoked: number }> {
  const member = await memberOrThrow(db, id);
  return inTransaction(db, async (tx) => {
    const revoked = await revokeAllSessions(tx, id);
    await recordAudit(tx, actor, {
      action: 'member.signout',
      targetType: 'member',
      targetId: id,
      merchantId: member.merchantId,
      before: null,
      after: { revoked },
    });
    return { revoked };
  });
}
