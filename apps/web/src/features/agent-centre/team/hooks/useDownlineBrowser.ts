import { useState } from 'react';
import { type DayRange, shortcutRange } from '../../../../lib/date-range';
import { useMerchantTimeZone } from '../../hooks/useMerchantTimeZone';
import { type DownlineBrowse, downlineListQuery } from './downline-list';

/** The downline list's state: drilling into an agent, searching or changing the days starts at page 1. */
export function useDownlineBrowser() {
  const timeZone = useMerchantTimeZone();
  const [browse, setBrowse] = useState<DownlineBrowse>(() => ({
    parentId: null,
    search: '',
    range: shortcutRange('previous7', new Date(), timeZone),
    pageNo: 1,
  }));
  return {
    browse,
    timeZone,
    query: downlineListQuery(browse),
    openTeam: (parentId: number | null) => setBrowse((current) => ({ ...current, parentId, search: '', pageNo: 1 })),
    setSearch: (search: string) => setBrowse((current) => ({ ...current, search: search.trim(), pageNo: 1 })),
    setRange: (range: DayRange) => setBrowse((current) => ({ ...current, range, pageNo: 1 })),
    setPage: (pageNo: number) => setBrowse((current) => ({ ...current, pageNo })),
  };
}
