import {
  LIMIT_COOLING_MS,
  LIMIT_KINDS,
  LIMIT_PERIOD_MS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '@fortuna/contracts/protection';
import type { StoredLimit } from '../../db/schema/index';

/**
 * The pure rules of responsible-gaming limits: a lower limit takes effect at once, a higher one (or
 * removing one) waits 24 hours, and a pending change is replaced by any later change.
 */

export function limitKey(kind: LimitKind, period: LimitPeriod): string {
  return `${kind}:${period}`;
}

export const ALL_LIMITS: readonly { kind: LimitKind; period: LimitPeriod }[] = LIMIT_KINDS.flatMap((kind) =>
  LIMIT_PERIODS.map((period) => ({ kind, period })),
);

/** The value in force at `now` (minor units), null for none: a pending change counts once its time has come. */
export function effectiveLimit(stored: StoredLimit | undefined, now: Date): bigint | null {
  if (!stored) return null;
  const pending = stored.pending;
  if (pending && Date.parse(pending.effectiveAt) <= now.getTime()) {
    return pending.amount === null ? null : BigInt(pending.amount);
  }
  return stored.current === null ? null : BigInt(stored.current);
}

/** A pending change whose time has not come yet, or null. */
export function pendingLimit(stored: StoredLimit | undefined, now: Date): StoredLimit['pending'] {
  const pending = stored?.pending;
  return pending && Date.parse(pending.effectiveAt) > now.getTime() ? pending : null;
}

/** Whether `next` is at least as protective as `current` (null means no limit: the least protective). */
function isTighter(next: bigint | null, current: bigint | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/**
 * The stored limit after the member asks for `requested`: a tighter (or equal) value replaces the one in
 * force at once and drops any pending raise; a looser one becomes pending for 24 hours, the one in force
 * staying until then.
 */
export function changeLimit(stored: StoredLimit | undefined, requested: bigint | null, now: Date): StoredLimit {
  const current = effectiveLimit(stored, now);
  if (isTighter(requested, current))
    return { current: requested === null ? null : requested.toString(), pending: null };
  return {
    current: current === null ? null : current.toString(),
    pending: {
      amount: requested === null ? null : requested.toString(),
      effectiveAt: new Date(now.getTime() + LIMIT_COOLING_MS).toISOString(),
    },
  };
}

/** The same rule for the session time limit in minutes (null: none). */
export function changeSessionLimit(
  current: number | null,
  requested: number | null,
  now: Date,
): { current: number | null; pending: { minutes: number | null; effectiveAt: string } | null } {
  const tighter = requested === null ? current === null : current === null || requested <= current;
  if (tighter) return { current: requested, pending: null };
  return {
    current,
    pending: { minutes: requested, effectiveAt: new Date(now.getTime() + LIMIT_COOLING_MS).toISOString() },
  };
}

export function effectiveSessionLimit(
  current: number | null,
  pending: { minutes: number | null; effectiveAt: string } | null,
  now: Date,
): number | null {
  if (pending && Date.parse(pending.effectiveAt) <= now.getTime()) return pending.minutes;
  return current;
}

export function windowStart(period: LimitPeriod, now: Date): Date {
  return new Date(now.getTime() - LIMIT_PERIOD_MS[period]);
}

export interface ExclusionSpan {
  untilMs: number | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long each time-out and self-exclusion choice lasts (null: permanent). */
export const EXCLUSION_DURATION_MS: Record<string, number | null> = {
  '24h': DAY,
  '72h': 3 * DAY,
  '7d': 7 * DAY,
  '14d': 14 * DAY,
  '30d': 30 * DAY,
  '6w': 42 * DAY,
  '6m': 182 * DAY,
  '1y': 365 * DAY,
  '2y': 730 * DAY,
  '5y': 1826 * DAY,
  permanent: null,
};

/** Whether an exclusion ending `until` (null: permanent) is still running at `now`. */
export function isExclusionActive(kind: string | null, until: Date | null, now: Date): boolean {
  if (!kind) return false;
  return until === null || until.getTime() > now.getTime();
}
