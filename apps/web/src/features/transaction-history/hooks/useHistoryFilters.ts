import type { TransactionType } from '@fortuna/contracts/wallet';
import { useState } from 'react';
import { type DayRange, type RangeShortcut, rangeToQuery, shortcutRange } from '../../../lib/date-range';
import type { TransactionFilter } from '../api/transactions';

const DEFAULT_SHORTCUT: RangeShortcut = 'previous7';

export interface HistoryFilters {
  type: TransactionType;
  range: DayRange;
  pageNo: number;
  /** The query to send, or null while the chosen days are not a valid range. */
  filter: TransactionFilter | null;
  setType: (type: TransactionType) => void;
  setRange: (range: DayRange) => void;
  setPageNo: (pageNo: number) => void;
}

/** The transaction history's filters; any change other than the page goes back to page 1. */
export function useHistoryFilters(): HistoryFilters {
  const [type, setTypeState] = useState<TransactionType>('ALL');
  const [range, setRangeState] = useState<DayRange>(() => shortcutRange(DEFAULT_SHORTCUT, new Date()));
  const [pageNo, setPageNo] = useState(1);

  const bounds = rangeToQuery(range);
  return {
    type,
    range,
    pageNo,
    filter: bounds ? { type, ...bounds, pageNo } : null,
    setType: (next) => {
      setTypeState(next);
      setPageNo(1);
    },
    setRange: (next) => {
      setRangeState(next);
      setPageNo(1);
    },
    setPageNo,
  };
}
