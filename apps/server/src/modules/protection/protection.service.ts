import type {
  ExclusionInput,
  LimitInput,
  LimitKind,
  LimitState,
  ProtectionSettings,
  RealityCheck,
  SessionSettingsInput,
} from '@fortuna/contracts/protection';
import { PROTECTION_EXCLUDED_EVENT } from '@fortuna/contracts/protection';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../security/passwords';
import { depositTotalsSince } from '../payments/deposits.repo';
import { amountMinorOf, moneyOf } from '../payments/payment-money';
import { roundTotalsSince } from '../seamless/seamless.repo';
import { revokeAccountTokens } from '../sessions/account-tokens';
import type { AccountRow } from '../sessions/sessions.repo';
import { revokeAllSessions } from '../sessions/sessions.repo';
import { memberRoom } from '../wallet/balance-events';
import {
  ALL_LIMITS,
  changeLimit,
  changeSessionLimit,
  EXCLUSION_DURATION_MS,
  effectiveLimit,
  effectiveSessionLimit,
  limitKey,
  pendingLimit,
  windowStart,
} from './limits';
import { activeExclusion, assertNotExcluded, type PlayGuardDeps } from './play-guard';
import { lockProtection, type ProtectionRow, startSession, updateProtection } from './protection.repo';
import { auditMemberChange } from './protection-audit';
import { protectionChanged } from './protection-cache';

/** What the protection services use; the Fastify instance carries all of it. */
export type ProtectionDeps = PlayGuardDeps &
  Pick<FastifyInstance, 'db' | 'config' | 'realtime' | 'log' | 'protectionCache'>;

const money = (minor: bigint | null) => (minor === null ? null : moneyOf(minor));

/** What counts against each limit now: deposits, net loss or stakes over each rolling window. */
async function usedAmounts(db: Db, accountId: number, now: Date): Promise<Map<string, bigint>> {
  const periods = ['day', 'week', 'month'] as const;
  const starts = periods.map((period) => windowStart(period, now));
  const [rounds, deposits] = await Promise.all([
    roundTotalsSince(db, accountId, starts),
    depositTotalsSince(db, accountId, starts),
  ]);
  const used = new Map<string, bigint>();
  periods.forEach((period, index) => {
    const round = rounds[index] ?? { stakedMinor: 0n, wonMinor: 0n };
    const loss = round.stakedMinor - round.wonMinor;
    used.set(limitKey('wager', period), round.stakedMinor);
    used.set(limitKey('loss', period), loss > 0n ? loss : 0n);
    used.set(limitKey('deposit', period), deposits[index] ?? 0n);
  });
  return used;
}

export function presentSettings(row: ProtectionRow | null, used: Map<string, bigint>, now: Date): ProtectionSettings {
  const limits: LimitState[] = ALL_LIMITS.map(({ kind, period }) => {
    const stored = row?.limits[limitKey(kind, period)];
    const pending = pendingLimit(stored, now);
    return {
      kind,
      period,
      current: money(effectiveLimit(stored, now)),
      pending: pending
        ? { amount: money(pending.amount === null ? null : BigInt(pending.amount)), effectiveAt: pending.effectiveAt }
        : null,
      used: moneyOf(used.get(limitKey(kind, period)) ?? 0n),
    };
  });
  const pendingSession = row?.pendingSessionLimit;
  const exclusion = activeExclusion(row, now);
  return {
    limits,
    sessionLimitMinutes: effectiveSessionLimit(row?.sessionLimitMinutes ?? null, pendingSession ?? null, now),
    pendingSessionLimit:
      pendingSession && Date.parse(pendingSession.effectiveAt) > now.getTime() ? pendingSession : null,
    realityCheckMinutes: row?.realityCheckMinutes ?? 60,
    exclusion:
      exclusion && row?.exclusionKind && row.excludedAt
        ? {
            kind: row.exclusionKind,
            startedAt: row.excludedAt.toISOString(),
            until: exclusion.until?.toISOString() ?? null,
          }
        : null,
  };
}

export async function protectionSettingsOf(deps: ProtectionDeps, accountId: number): Promise<ProtectionSettings> {
  const now = deps.clock.now();
  const [row, used] = await Promise.all([deps.protectionCache.get(accountId), usedAmounts(deps.db, accountId, now)]);
  return presentSettings(row, used, now);
}

/** Sets one limit: tighter at once, looser after the 24-hour cooling-off; audited; every node told. */
export async function setLimit(deps: ProtectionDeps, member: AccountRow, input: LimitInput, ip: string) {
  const now = deps.clock.now();
  const requested = input.amount === null ? null : amountMinorOf(input.amount);
  const key = limitKey(input.kind, input.period);
  await inTransaction(deps.db, async (tx) => {
    const row = await lockProtection(tx, member.id, member.merchantId);
    const before = row.limits[key] ?? null;
    const after = changeLimit(row.limits[key], requested, now);
    await updateProtection(tx, member.id, { limits: { ...row.limits, [key]: after } });
    await auditMemberChange(tx, member, ip, { action: `limit.${input.kind}.${input.period}`, before, after });
  });
  await protectionChanged(deps, member.id);
  return protectionSettingsOf(deps, member.id);
}

export async function setSessionSettings(
  deps: ProtectionDeps,
  member: AccountRow,
  input: SessionSettingsInput,
  ip: string,
) {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const row = await lockProtection(tx, member.id, member.merchantId);
    const current = effectiveSessionLimit(row.sessionLimitMinutes, row.pendingSessionLimit ?? null, now);
    const next = changeSessionLimit(current, input.sessionLimitMinutes, now);
    const changes = {
      sessionLimitMinutes: next.current,
      pendingSessionLimit: next.pending,
      realityCheckMinutes: input.realityCheckMinutes,
      // A limit set mid-session counts from now, not from a sign-in hours ago.
      sessionStartedAt: row.sessionStartedAt ?? now,
    };
    await updateProtection(tx, member.id, changes);
    await auditMemberChange(tx, member, ip, {
      action: 'session',
      before: { sessionLimitMinutes: current, realityCheckMinutes: row.realityCheckMinutes },
      after: {
        sessionLimitMinutes: next.current,
        pending: next.pending,
        realityCheckMinutes: input.realityCheckMinutes,
      },
    });
  });
  await protectionChanged(deps, member.id);
  return protectionSettingsOf(deps, member.id);
}

/**
 * Starts a time-out or self-exclusion at once: every session of the member ends, the member's open sites
 * are told to sign out, and every node refuses sign-in, bets, deposits and promotions until it ends. A
 * running exclusion is never shortened: the later end wins.
 */
export async function startExclusion(deps: ProtectionDeps, member: AccountRow, input: ExclusionInput, ip: string) {
  if (!(await verifyPassword(member.passwordHash, input.password))) throw new AppError('WRONG_PASSWORD');
  const now = deps.clock.now();
  const durationMs = EXCLUSION_DURATION_MS[input.duration];
  if (durationMs === undefined) throw new AppError('VALIDATION_FAILED');
  const requestedUntil = durationMs === null ? null : new Date(now.getTime() + durationMs);
  await inTransaction(deps.db, async (tx) => {
    const row = await lockProtection(tx, member.id, member.merchantId);
    const running = activeExclusion(row, now);
    const until = laterEnd(running ? running.until : undefined, requestedUntil);
    const kind = running && row.exclusionKind === 'self_exclusion' ? 'self_exclusion' : input.kind;
    await updateProtection(tx, member.id, {
      exclusionKind: kind,
      excludedAt: row.excludedAt && running ? row.excludedAt : now,
      excludedUntil: until,
    });
    await revokeAllSessions(tx, member.id);
    await revokeAccountTokens(tx, member.id, 'remember');
    await auditMemberChange(tx, member, ip, {
      action: `exclusion.${input.kind}`,
      before: running ? { kind: row.exclusionKind, until: running.until?.toISOString() ?? null } : null,
      after: { kind, duration: input.duration, until: until?.toISOString() ?? null },
    });
  });
  await protectionChanged(deps, member.id);
  deps.realtime.io.to(memberRoom(member.id)).emit(PROTECTION_EXCLUDED_EVENT, { kind: input.kind });
}

/** The later of two ends; null (permanent) is the latest; undefined means there is no running one. */
function laterEnd(running: Date | null | undefined, requested: Date | null): Date | null {
  if (running === undefined) return requested;
  if (running === null || requested === null) return null;
  return running > requested ? running : requested;
}

/** The member's play this session: time since sign-in and the net result of rounds since then. */
export async function realityCheck(
  deps: ProtectionDeps,
  member: AccountRow,
  sessionStartedAt: Date,
): Promise<RealityCheck> {
  const now = deps.clock.now();
  const row = await deps.protectionCache.get(member.id);
  const interval = row?.realityCheckMinutes ?? 60;
  const [totals] = await roundTotalsSince(deps.db, member.id, [sessionStartedAt]);
  const staked = totals?.stakedMinor ?? 0n;
  const won = totals?.wonMinor ?? 0n;
  const elapsedMs = Math.max(0, now.getTime() - sessionStartedAt.getTime());
  const intervalMs = interval * 60_000;
  const nextCheckAt = new Date(sessionStartedAt.getTime() + (Math.floor(elapsedMs / intervalMs) + 1) * intervalMs);
  const sessionLimit = effectiveSessionLimit(row?.sessionLimitMinutes ?? null, row?.pendingSessionLimit ?? null, now);
  const limitStart = row?.sessionStartedAt ?? sessionStartedAt;
  return {
    sessionStartedAt: sessionStartedAt.toISOString(),
    minutesPlayed: Math.floor(elapsedMs / 60_000),
    staked: moneyOf(staked),
    won: moneyOf(won),
    net: moneyOf(won - staked),
    intervalMinutes: interval,
    nextCheckAt: nextCheckAt.toISOString(),
    sessionEndsAt: sessionLimit === null ? null : new Date(limitStart.getTime() + sessionLimit * 60_000).toISOString(),
  };
}

/** Sign-in: refused during an exclusion; a member with settings starts a new play session (session limit). */
export async function checkSignIn(deps: ProtectionDeps, accountId: number): Promise<void> {
  await assertNotExcluded(deps, accountId);
}

export async function playSessionStarted(deps: ProtectionDeps, accountId: number): Promise<void> {
  if (await startSession(deps.db, accountId, deps.clock.now())) await protectionChanged(deps, accountId);
}

/** Deposits: refused during an exclusion and when the amount would go over a deposit limit. */
export async function assertMayDeposit(deps: ProtectionDeps, accountId: number, amountMinor: bigint): Promise<void> {
  await assertNotExcluded(deps, accountId);
  const row = await deps.protectionCache.get(accountId);
  if (!row) return;
  const now = deps.clock.now();
  const kind: LimitKind = 'deposit';
  const periods = (['day', 'week', 'month'] as const).flatMap((period) => {
    const limit = effectiveLimit(row.limits[limitKey(kind, period)], now);
    return limit === null ? [] : [{ period, limit }];
  });
  if (periods.length === 0) return;
  const used = await depositTotalsSince(
    deps.db,
    accountId,
    periods.map(({ period }) => windowStart(period, now)),
  );
  periods.forEach(({ period, limit }, index) => {
    const total = used[index] ?? 0n;
    if (total + amountMinor > limit) {
      throw new AppError('RG_LIMIT_REACHED', `This deposit would go over your ${period} deposit limit`).withValue({
        kind,
        period,
        limit: moneyOf(limit),
        used: moneyOf(total),
      });
    }
  });
}
