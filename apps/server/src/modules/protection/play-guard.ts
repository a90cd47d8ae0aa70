import { minorToDecimal } from '@fortuna/contracts/money';
import type { LimitKind, LimitPeriod } from '@fortuna/contracts/protection';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { SeamlessError } from '../../http/seamless-error';
import type { Clock } from '../../lib/clock';
import { roundTotalsSince } from '../seamless/seamless.repo';
import { effectiveLimit, effectiveSessionLimit, isExclusionActive, limitKey, windowStart } from './limits';
import { lockProtectionForBet, type ProtectionRow } from './protection.repo';
import type { ProtectionCache } from './protection-cache';

export interface PlayGuardDeps {
  protectionCache: ProtectionCache;
  clock: Clock;
}

const BET_LIMITS: readonly { kind: Extract<LimitKind, 'loss' | 'wager'>; period: LimitPeriod }[] = [
  { kind: 'wager', period: 'day' },
  { kind: 'wager', period: 'week' },
  { kind: 'wager', period: 'month' },
  { kind: 'loss', period: 'day' },
  { kind: 'loss', period: 'week' },
  { kind: 'loss', period: 'month' },
];

/** The exclusion running now, if any. */
export function activeExclusion(row: ProtectionRow | null, now: Date): { until: Date | null } | null {
  if (!row || !isExclusionActive(row.exclusionKind, row.excludedUntil, now)) return null;
  return { until: row.excludedUntil };
}

/** Refuses a member in a time-out or self-exclusion (sign-in, deposits, promotions). */
export async function assertNotExcluded(deps: PlayGuardDeps, accountId: number): Promise<void> {
  const row = await deps.protectionCache.get(accountId);
  const exclusion = activeExclusion(row, deps.clock.now());
  if (exclusion) {
    throw new AppError('RG_EXCLUDED').withValue({
      kind: row?.exclusionKind ?? null,
      until: exclusion.until?.toISOString() ?? null,
    });
  }
}

/**
 * The responsible-gaming check of every product's bet, called by the seamless wallet inside the bet's
 * transaction before the stake moves. A member with nothing set costs one lookup in the node's cache.
 * With a loss or wager limit, the member's row is locked (their bets queue) and the bet is refused when
 * it would take the stakes (wager) or stakes minus payouts (loss) of a rolling window over the limit.
 */
export async function assertMayBet(deps: PlayGuardDeps, tx: DbOrTx, accountId: number, amountMinor: bigint) {
  const row = await deps.protectionCache.get(accountId, tx);
  if (!row) return;
  const now = deps.clock.now();
  if (activeExclusion(row, now)) throw new SeamlessError('PLAYER_EXCLUDED');
  const sessionLimit = effectiveSessionLimit(row.sessionLimitMinutes, row.pendingSessionLimit ?? null, now);
  if (sessionLimit !== null && row.sessionStartedAt) {
    if (now.getTime() >= row.sessionStartedAt.getTime() + sessionLimit * 60_000) {
      throw new SeamlessError('PLAYER_SESSION_LIMIT');
    }
  }
  const limits = BET_LIMITS.flatMap(({ kind, period }) => {
    const limit = effectiveLimit(row.limits[limitKey(kind, period)], now);
    return limit === null ? [] : [{ kind, period, limit }];
  });
  if (limits.length === 0) return;
  await lockProtectionForBet(tx, accountId);
  const totals = await roundTotalsSince(
    tx,
    accountId,
    limits.map(({ period }) => windowStart(period, now)),
  );
  limits.forEach(({ kind, period, limit }, index) => {
    const total = totals[index];
    if (!total) return;
    const used = kind === 'wager' ? total.stakedMinor : total.stakedMinor - total.wonMinor;
    if (used + amountMinor > limit) {
      throw new SeamlessError(
        'PLAYER_LIMIT_REACHED',
        `This bet would go over the player's ${period} ${kind} limit`,
      ).withValue({ kind, period, limit: minorToDecimal(limit), used: minorToDecimal(used > 0n ? used : 0n) });
    }
  });
}
