import { describe, expect, it } from 'vitest';
import { ipLockTerm, sortIpLocks } from './ip-lock-term';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('ipLockTerm', () => {
  it('holds until unlocked when the lock has no end', () => {
    expect(ipLockTerm({ lockedUntil: null }, NOW)).toEqual({ kind: 'permanent' });
  });

  it('holds until its time, then has lapsed', () => {
    expect(ipLockTerm({ lockedUntil: '2026-11-22T10:30:00Z' }, NOW)).toEqual({
      kind: 'until',
      until: '2026-11-22T10:30:00Z',
    });
    expect(ipLockTerm({ lockedUntil: '2026-11-22T09:30:00Z' }, NOW)).toEqual({
      kind: 'lapsed',
      until: '2026-11-22T09:30:00Z',
    });
  });
});

describe('sortIpLocks', () => {
  it('puts locks held until unlocked first, then running ones, newest first, lapsed last', () => {
    const locks = [
      { id: 1, lockedUntil: '2026-11-22T09:00:00Z', createdAt: '2026-11-22T08:30:00Z' },
      { id: 2, lockedUntil: '2026-11-22T10:20:00Z', createdAt: '2026-11-22T09:50:00Z' },
      { id: 3, lockedUntil: null, createdAt: '2026-11-21T12:00:00Z' },
      { id: 4, lockedUntil: '2026-11-22T10:25:00Z', createdAt: '2026-11-22T09:55:00Z' },
    ];
    expect(sortIpLocks(locks, NOW).map((lock) => lock.id)).toEqual([3, 4, 2, 1]);
    expect(locks.map((lock) => lock.id)).toEqual([1, 2, 3, 4]);
  });
});
