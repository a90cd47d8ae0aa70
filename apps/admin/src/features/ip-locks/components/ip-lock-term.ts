import type { IpLock } from '@fortuna/contracts/members';

/** How long a lock holds: until support lifts it, until a time, or no longer (its time has passed). */
export type IpLockTerm = { kind: 'permanent' } | { kind: 'until'; until: string } | { kind: 'lapsed'; until: string };

export function ipLockTerm(lock: Pick<IpLock, 'lockedUntil'>, now: number = Date.now()): IpLockTerm {
  if (lock.lockedUntil === null) return { kind: 'permanent' };
  const until = new Date(lock.lockedUntil).getTime();
  // An unreadable time is taken as still locked: the server listed it as a lock.
  if (Number.isNaN(until) || until > now) return { kind: 'until', until: lock.lockedUntil };
  return { kind: 'lapsed', until: lock.lockedUntil };
}

const TERM_ORDER: Record<IpLockTerm['kind'], number> = { permanent: 0, until: 1, lapsed: 2 };

function time(iso: string): number {
  const value = new Date(iso).getTime();
  return Number.isNaN(value) ? 0 : value;
}

/** The locks that need support first: those held until unlocked, then running ones, newest first. */
export function sortIpLocks<L extends Pick<IpLock, 'id' | 'lockedUntil' | 'createdAt'>>(
  locks: readonly L[],
  now: number = Date.now(),
): L[] {
  return [...locks].sort(
    (a, b) =>
      TERM_ORDER[ipLockTerm(a, now).kind] - TERM_ORDER[ipLockTerm(b, now).kind] ||
      time(b.createdAt) - time(a.createdAt) ||
      b.id - a.id,
  );
}
