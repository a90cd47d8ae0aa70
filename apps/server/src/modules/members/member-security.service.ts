import { randomBytes } from 'node:crypto';
import type { IpLock, MemberDetail, OutboxMessage, OutboxQuery, TemporaryPassword } from '@fortuna/contracts/members';
import { maskMobile } from '@fortuna/contracts/phone';
import type { Page } from '@fortuna/contracts/staff';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accountIps, ipLocks, loginFailures, memberSessions, outboxMessages } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { type Actor, recordAudit } from '../audit/audit.service';
import { getMerchantOrThrow } from '../merchants/merchants.service';
import { revokeAccountTokens } from '../sessions/account-tokens';
import { PROTECTION, unlockAccount } from '../sessions/login-protection';
import { type AccountRow, findAccountById, revokeAllSessions, updateAccount } from '../sessions/sessions.repo';
import { findMemberRow } from './members.repo';
import { presentMember } from './members.service';

async function accountOrThrow(db: Db, id: number): Promise<AccountRow> {
  const account = await findAccountById(db, id);
  if (!account) throw new AppError('NOT_FOUND', 'Member not found');
  return account;
}

/** One account in full for support: contact, second factor, locks, known addresses, live sessions. */
export async function memberDetail(db: Db, id: number): Promise<MemberDetail> {
  const account = await accountOrThrow(db, id);
  const row = await findMemberRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Member not found');
  const merchant = await getMerchantOrThrow(db, account.merchantId);
  const [failures, ips, sessions] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.merchantId, account.merchantId),
          sql`${loginFailures.login} = lower(${account.username})`,
          gt(loginFailures.createdAt, new Date(Date.now() - PROTECTION.windowMs)),
        ),
      ),
    db.select().from(accountIps).where(eq(accountIps.accountId, id)).orderBy(desc(accountIps.lastSeenAt)).limit(50),
    db
      .select()
      .from(memberSessions)
      .where(
        and(
          eq(memberSessions.accountId, id),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(memberSessions.createdAt)),
  ]);
  const isLocked = account.lockedUntil !== null && account.lockedUntil.getTime() > Date.now();
  return {
    ...presentMember(row, merchant.currencySymbol),
    email: account.email,
    mobile:
      account.mobileDialingCode && account.mobileNumber
        ? maskMobile(account.mobileDialingCode, account.mobileNumber)
        : null,
    birthday: account.birthday,
    totpEnabled: account.totpEnabled,
    lockedUntil: isLocked ? (account.lockedUntil?.toISOString() ?? null) : null,
    recentFailures: Number(failures[0]?.n ?? 0),
    knownIps: ips.map((ip) => ({
      ip: ip.ip,
      firstSeenAt: ip.firstSeenAt.toISOString(),
      lastSeenAt: ip.lastSeenAt.toISOString(),
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      ip: session.ip,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
  };
}

/** Lifts a failed-sign-in lock of an account. */
export async function unlockMember(db: Db, actor: Actor, id: number): Promise<void> {
  const account = await accountOrThrow(db, id);
  await inTransaction(db, async (tx) => {
    await unlockAccount(tx, account);
    await recordAudit(tx, actor, {
      action: 'member.unlock',
      targetType: 'member',
      targetId: id,
      merchantId: account.merchantId,
      before: { lockedUntil: account.lockedUntil?.toISOString() ?? null },
      after: { lockedUntil: null },
    });
  });
}

/**
 * Gives the member a temporary password, shown once to the staff member: every session ends and the
 * next sign-in must choose a new password.
 */
export async function resetMemberPassword(db: Db, actor: Actor, id: number): Promise<TemporaryPassword> {
  const account = await accountOrThrow(db, id);
  const temporaryPassword = `Tmp${randomBytes(6).toString('base64url')}#${randomBytes(1)[0] ?? 0}`;
  const passwordHash = await hashPassword(temporaryPassword);
  await inTransaction(db, async (tx) => {
    await updateAccount(tx, id, { passwordHash, passwordMustChange: true, passwordChangedAt: new Date() });
    await revokeAllSessions(tx, id);
    await revokeAccountTokens(tx, id, 'remember');
    await unlockAccount(tx, account);
    await recordAudit(tx, actor, {
      action: 'member.password-reset',
      targetType: 'member',
      targetId: id,
      merchantId: account.merchantId,
      before: null,
      after: { mustChange: true },
    });
  });
  return { temporaryPassword };
}

export async function listOutbox(db: Db, query: OutboxQuery): Promise<Page<OutboxMessage>> {
  const merchant = await getMerchantOrThrow(db, query.merchantId);
  const destination = query.destination?.trim();
  const where = and(
    eq(outboxMessages.merchantId, merchant.id),
    destination ? sql`${outboxMessages.destination} ilike ${containsPattern(destination)}` : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  const total = Number(totals[0]?.n ?? 0);
  return {
    list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** Addresses locked now, newest first. */
export async function listIpLocks(db: Db, merchantId: number): Promise<IpLock[]> {
  await getMerchantOrThrow(db, merchantId);
  const rows = await db
    .select()
    .from(ipLocks)
    .where(
      and(
        eq(ipLocks.merchantId, merchantId),
        isNull(ipLocks.unlockedAt),
        or(isNull(ipLocks.lockedUntil), gt(ipLocks.lockedUntil, new Date())),
      ),
    )
    .orderBy(desc(ipLocks.createdAt));
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchantId,
    ip: row.ip,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    lockCount: row.lockCount,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Support unlocks an address (spec §4: the customer contacts online support). */
export async function unlockIp(db: Db, actor: Actor, lockId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const rows = await tx
      .update(ipLocks)
      .set({ unlockedAt: new Date(), unlockedBy: actor.staffId })
      .where(and(eq(ipLocks.id, lockId), isNull(ipLocks.unlockedAt)))
      .returning();
    const lock = rows[0];
    if (!lock) throw new AppError('NOT_FOUND', 'This address is not locked');
    // A clean slate: the address's past failures no longer ask for captchas or count towards a lock.
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.merchantId, lock.merchantId), eq(loginFailures.ip, lock.ip)));
    await recordAudit(tx, actor, {
      action: 'ip.unlock',
      targetType: 'ip',
      targetId: lockId,
      merchantId: lock.merchantId,
      before: { ip: lock.ip, lockedUntil: lock.lockedUntil?.toISOString() ?? null, lockCount: lock.lockCount },
      after: { unlocked: true },
    });
  });
}
