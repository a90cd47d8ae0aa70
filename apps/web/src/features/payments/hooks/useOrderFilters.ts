import { useState } from 'react';
import { type DayRange, type RangeShortcut, rangeToQuery, shortcutRange } from '../../../lib/date-range';
import type { OrderFilter } from '../api/order-filter';

const DEFAULT_SHORTCUT: RangeShortcut = 'previous30';

export interface OrderFilters {
  status: string;
  range: DayRange;
  /** The query to send, or null while the chosen days are not a valid range. */
  filter: OrderFilter | null;
  setStatus: (status: string) => void;
  setRange: (range: DayRange) => void;
  setPageNo: (pageNo: number) => void;
}

/** A list of orders' filters: status, days and page; any change but the page goes back to page 1. */
export function useOrderFilters(): OrderFilters {
  const [status, setStatusState] = useState('');
  const [range, setRangeState] = useState<DayRange>(() => shortcutRange(DEFAULT_SHORTCUT, new Date()));
  const [pageNo, setPageNo] = useState(1);
  const bounds = rangeToQuery(range);
  return {
    status,
    range,
    filter: bounds ? { status, ...bounds, pageNo } : null,
    setStatus: (next) => {
      setStatusState(next);
      setPageNo(1);
    },
    setRange: (next) => {
      setRangeState(next);
      setPageNo(1);
    },
    setPageNo,
  };
}
