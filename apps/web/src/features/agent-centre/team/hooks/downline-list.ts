import type { DownlinePage, DownlineQuery } from '@fortuna/contracts/agents';
import type { DayRange } from '../../../../lib/date-range';
import { teamRangeQuery } from './team-range';

export const DOWNLINE_PAGE_SIZE = 20;

/** What the downline list shows: whose downlines (null: the agent's own), a search, the days and the page. */
export interface DownlineBrowse {
  parentId: number | null;
  search: string;
  range: DayRange;
  pageNo: number;
}

/** The list call for what is on screen; null while the days are not a valid range. */
export function downlineListQuery(browse: DownlineBrowse): DownlineQuery | null {
  const days = teamRangeQuery(browse.range);
  if (!days) return null;
  const search = browse.search.trim();
  return {
    ...(browse.parentId === null ? {} : { parentId: browse.parentId }),
    ...(search ? { search } : {}),
    ...days,
    pageNo: browse.pageNo,
    pageSize: DOWNLINE_PAGE_SIZE,
  };
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

export interface Crumb {
  /** The account to list the downlines of; null for the agent itself. */
  parentId: number | null;
  username: string;
  isCurrent: boolean;
}

/** The breadcrumb of a page's path: the agent first (as null), then each account down to the listed one. */
export function crumbsOf(path: DownlinePage['path']): Crumb[] {
  return path.map((party, index) => ({
    parentId: index === 0 ? null : party.id,
    username: party.username,
    isCurrent: index === path.length - 1,
  }));
}
