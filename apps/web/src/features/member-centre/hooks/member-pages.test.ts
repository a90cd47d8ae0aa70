import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES, memberPageHref, menuBadgeOf, menuMemberPages, resolveMemberPage } from './member-pages';

describe('member centre pages', () => {
  it('lists the spec pages in order, starting with the default, then the protection and service pages', () => {
    expect(MEMBER_PAGES[0]).toBe('securityCenter');
    expect(MEMBER_PAGES.slice(0, 14).at(-1)).toBe('manualRebate');
    expect(MEMBER_PAGES.slice(14)).toEqual(['responsibleGaming', 'verification', 'feedback']);
  });

  it('reads the page from the query string and falls back to securityCenter', () => {
    expect(resolveMemberPage('transferFund')).toBe('transferFund');
    expect(resolveMemberPage('nope')).toBe('securityCenter');
    expect(resolveMemberPage(null)).toBe('securityCenter');
  });

  it('badges mission, message and reward entries only when something is waiting', () => {
    const counts = { unreadMessage: 4, availablePromoCount: 0, missionCount: 120 };
    expect(menuBadgeOf('messageV2', counts)).toBe('4');
    expect(menuBadgeOf('rewardCenter', counts)).toBeNull();
    expect(menuBadgeOf('missionLeaderboard', counts)).toBe('99+');
    expect(menuBadgeOf('securityCenter', counts)).toBeNull();
    expect(menuBadgeOf('messageV2', undefined)).toBeNull();
  });

  it('offers the referral page only when the merchant switches referral on', () => {
    expect(menuMemberPages({ referral: true })).toContain('referral');
    expect(menuMemberPages({ referral: false })).not.toContain('referral');
    expect(menuMemberPages({ referral: false })).toHaveLength(MEMBER_PAGES.length - 1);
  });

  it('links pages through ?page=', () => {
    expect(memberPageHref('transactionHistory')).toBe('/member?page=transactionHistory');
  });
});
