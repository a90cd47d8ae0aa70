import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditFilters } from '../api/audit.api';

const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Audit filters live in the address, so a filtered view can be shared or reloaded. */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<AuditFilters>(() => {
    const pageSize = positiveInt(params.get('pageSize'));
    return {
      pageNo: positiveInt(params.get('page')) ?? 1,
      pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
      merchantId: positiveInt(params.get('merchant')),
      action: params.get('action')?.trim() || undefined,
    };
  }, [params]);

  const update = useCallback(
    (changes: Partial<AuditFilters>) => {
      const next = { ...filters, ...changes };
      // Any change other than the page itself starts again from page 1.
      if (!('pageNo' in changes)) next.pageNo = 1;
      const search = new URLSearchParams();
      if (next.pageNo > 1) search.set('page', String(next.pageNo));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(next.pageSize));
      if (next.merchantId) search.set('merchant', String(next.merchantId));
      if (next.action) search.set('action', next.action);
      setParams(search);
    },
    [filters, setParams],
  );

  return { filters, update, pageSizes: PAGE_SIZES };
}
