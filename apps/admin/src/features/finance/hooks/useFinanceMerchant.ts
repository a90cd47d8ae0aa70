import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The merchant a finance page works on (?merchant=…, else the first), with its currency symbol for amounts. */
export function useFinanceMerchant() {
  const merchants = useQuery(merchantsQuery);
  const [params, setParams] = useSearchParams();
  const merchantId = pickMerchantId(positiveInt(params.get('merchant')), merchants.data);
  const merchant = merchants.data?.find((item) => item.id === merchantId);
  const setMerchantId = useCallback(
    (id: number) => setParams(new URLSearchParams({ merchant: String(id) })),
    [setParams],
  );
  return { merchants, merchantId, merchant, currencySymbol: merchant?.currencySymbol ?? '', setMerchantId };
}
