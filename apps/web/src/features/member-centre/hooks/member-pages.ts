import type { MemberCounts } from '@fortuna/contracts/session';

/** The member centre's pages in menu order (spec §2 member centre menu pages). */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // Ours beside the spec's menu (PRODUCT.md: player protection, identity checks, feedback and complaints).
  'responsibleGaming',
  'verification',
  'feedback',
] as const;

export type MemberPageId = (typeof MEMBER_PAGES)[number];

/**
 * The member centre's menu, in menu order: every page, less referral when the merchant's referral switch (spec §6)
 * is off (a site never offers what it does not have).
 */
export function menuMemberPages(switches: { referral: boolean }): MemberPageId[] {
  return MEMBER_PAGES.filter((page) => page !== 'referral' || switches.referral);
}

export const DEFAULT_MEMBER_PAGE: MemberPageId = 'securityCenter';

function isMemberPage(value: string): value is MemberPageId {
  return MEMBER_PAGES.some((page) => page === value);
}

/** The page named in `?page=`, or the default (securityCenter) when it is missing or unknown. */
export function resolveMemberPage(param: string | null): MemberPageId {
  return param !== null && isMemberPage(param) ? param : DEFAULT_MEMBER_PAGE;
}

export function memberPageHref(page: MemberPageId): string {
  return `/member?page=${page}`;
}

/** The member-centre entries that carry a red count badge, and the count each one shows (spec §2). */
const BADGE_COUNTS: Partial<Record<MemberPageId, keyof MemberCounts>> = {
  missionLeaderboard: 'missionCount',
  messageV2: 'unreadMessage',
  rewardCenter: 'availablePromoCount',
};

/** The badge text of a menu entry, or null when it has none or nothing is waiting. */
export function menuBadgeOf(page: MemberPageId, counts: MemberCounts | undefined): string | null {
  const kind = BADGE_COUNTS[page];
  const count = kind && counts ? counts[kind] : 0;
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
