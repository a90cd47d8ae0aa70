import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeOrderFilters,
  type OrderFilters,
  readOrderFilters,
  writeOrderFilters,
} from '../components/order-filters';

/** A queue's filters, kept in the address so a reload or a shared link shows the same orders. */
export function useOrderFilters(statuses: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readOrderFilters(params, statuses), [params, statuses]);
  const update = useCallback(
    (changes: Partial<OrderFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeOrderFilters(changeOrderFilters(readOrderFilters(current, statuses), changes)), {
        replace: options.replace ?? false,
      });
    },
    [setParams, statuses],
  );
  return { filters, update };
}
