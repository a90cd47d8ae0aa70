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

/** Pages of the spec whose feature the platform does not have yet: reachable by address, never offered in a menu. */
export const PLANNED_MEMBER_PAGES = ['referral'] as const satisfies readonly MemberPageId[];

/** The member centre's menu: the pages that work, in menu order (a site never offers what does not exist). */
export const MENU_MEMBER_PAGES: readonly MemberPageId[] = MEMBER_PAGES.filter(
  (page) => !PLANNED_MEMBER_PAGES.some((planned) => planned === page),
);

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
