import type { BetStatus } from '@fortuna/contracts/bet-records';
import type { GameType } from '@fortuna/contracts/catalogue';
import { useState } from 'react';
import { type DayRange, type RangeShortcut, shortcutRange } from '../../../lib/date-range';
import type { BetRecordRequest } from '../api/bet-records';
import { ALL, type All, type BetRecordFilterValues, buildBetRecordQuery } from './bet-record-query';

const DEFAULT_SHORTCUT: RangeShortcut = 'previous7';

export interface BetRecordFilters extends BetRecordFilterValues {
  /** The request to send, or null while the chosen days are not a valid range. */
  request: BetRecordRequest | null;
  setRange: (range: DayRange) => void;
  /** A new game type, with the vendor to keep (all when the old one does not serve that type). */
  setGameType: (gameType: GameType | All, vendor: string) => void;
  setVendor: (vendor: string) => void;
  setStatus: (status: BetStatus | All) => void;
  setPageNo: (pageNo: number) => void;
}

/** The bet record's filters; any change other than the page goes back to page 1. */
export function useBetRecordFilters(): BetRecordFilters {
  const [values, setValues] = useState<BetRecordFilterValues>(() => ({
    range: shortcutRange(DEFAULT_SHORTCUT, new Date()),
    gameType: ALL,
    vendor: ALL,
    status: ALL,
    pageNo: 1,
  }));
  const change = (next: Partial<BetRecordFilterValues>) => setValues((current) => ({ ...current, ...next, pageNo: 1 }));

  return {
    ...values,
    request: buildBetRecordQuery(values),
    setRange: (range) => change({ range }),
    setGameType: (gameType, vendor) => change({ gameType, vendor }),
    setVendor: (vendor) => change({ vendor }),
    setStatus: (status) => change({ status }),
    setPageNo: (pageNo) => setValues((current) => ({ ...current, pageNo })),
  };
}
