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
] as const;

export type MemberPageId = (typeof MEMBER_PAGES)[number];

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
