import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { changeFilters } from '../components/agent-filters';

/**
 * An agent page's filters, kept in the address, with the merchant it works on (?merchant=…, else the
 * first) and that merchant's currency symbol for amounts.
 */
export function useAgentFilters<F extends { merchantId: number | undefined }>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
) {
  const merchants = useQuery(merchantsQuery);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [params, read]);
  const merchantId = pickMerchantId(filters.merchantId, merchants.data);
  const merchant = merchants.data?.find((item) => item.id === merchantId);
  const update = useCallback(
    (changes: Partial<F>, options: { replace?: boolean } = {}) => {
      // Reads the current address rather than the last render, so two quick changes both land.
      setParams((current) => write(changeFilters(read(current), changes)), { replace: options.replace ?? false });
    },
    [setParams, read, write],
  );
  return { merchants, merchantId, merchant, currencySymbol: merchant?.currencySymbol ?? '', filters, update };
}
