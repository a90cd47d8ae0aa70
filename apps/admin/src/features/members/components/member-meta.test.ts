import { describe, expect, it } from 'vitest';
import { formatBalance, memberLockState, membersListHref } from './member-meta';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('memberLockState', () => {
  it('is locked while the lock time is ahead', () => {
    expect(memberLockState({ lockedUntil: '2026-11-22T10:12:00Z', recentFailures: 5 }, NOW)).toEqual({
      isLocked: true,
      lockedUntil: '2026-11-22T10:12:00Z',
      recentFailures: 5,
      canUnlock: true,
    });
  });

  it('is no longer locked once the lock time has passed', () => {
    const state = memberLockState({ lockedUntil: '2026-11-22T09:59:59Z', recentFailures: 0 }, NOW);
    expect(state).toMatchObject({ isLocked: false, lockedUntil: null, canUnlock: false });
  });

  it('offers to clear recent failures of an account that is not locked', () => {
    expect(memberLockState({ lockedUntil: null, recentFailures: 2 }, NOW)).toMatchObject({
      isLocked: false,
      canUnlock: true,
    });
    expect(memberLockState({ lockedUntil: null, recentFailures: 0 }, NOW).canUnlock).toBe(false);
  });

  it('trusts the server when its lock time cannot be read', () => {
    expect(memberLockState({ lockedUntil: 'soon', recentFailures: 5 }, NOW).isLocked).toBe(true);
  });
});

describe('membersListHref', () => {
  it('returns to the list the staff member came from', () => {
    expect(membersListHref({ from: '/members?merchant=2&username=demo&page=3' }, 2)).toBe(
      '/members?merchant=2&username=demo&page=3',
    );
    expect(membersListHref({ from: '/members' }, 2)).toBe('/members');
  });

  it("falls back to the member's merchant for a page opened directly", () => {
    expect(membersListHref(null, 7)).toBe('/members?merchant=7');
    expect(membersListHref(undefined, undefined)).toBe('/members');
  });

  it('accepts only a Members address', () => {
    expect(membersListHref({ from: 'https://evil.test/members' }, 1)).toBe('/members?merchant=1');
    expect(membersListHref({ from: '/members-evil' }, 1)).toBe('/members?merchant=1');
    expect(membersListHref({ from: '//evil.test' }, 1)).toBe('/members?merchant=1');
    expect(membersListHref({ from: 42 }, 1)).toBe('/members?merchant=1');
  });
});

describe('formatBalance', () => {
  it('shows the raw text when the balance is not an amount', () => {
    expect(formatBalance({ balance: 'n/a', currencySymbol: '₫' })).toBe('₫n/a');
  });
});
