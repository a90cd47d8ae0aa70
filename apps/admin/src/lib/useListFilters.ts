import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeListFilters, type ListFilters, readListFilters, writeListFilters } from './list-filters';

/**
 * List filters kept in the address, so a reload, a shared link or coming back from a detail page shows
 * the same merchant, search and page. `searchKey` names the text search in the address.
 */
export function useListFilters(searchKey: string) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListFilters(params, searchKey), [params, searchKey]);

  const update = useCallback(
    (changes: Partial<ListFilters>, options: { replace?: boolean } = {}) => {
      // Reads the current address rather than the last render, so two quick changes both land.
      setParams(
        (current) => writeListFilters(changeListFilters(readListFilters(current, searchKey), changes), searchKey),
        {
          replace: options.replace ?? false,
        },
      );
    },
    [setParams, searchKey],
  );

  return { filters, update };
}
