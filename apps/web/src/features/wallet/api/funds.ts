import { API } from '@fortuna/contracts/api-paths';
import {
  type ConsolidatedFunds,
  consolidatedFundsSchema,
  IDEMPOTENCY_HEADER,
  type TransferResult,
  transferResultSchema,
  type WalletTransfer,
} from '@fortuna/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { walletQueryRoot } from './wallet-keys';

/** Main wallet, bonus, transfer-mode vendor wallets and their total. */
export function consolidatedFundsQuery() {
  return queryOptions({
    queryKey: [...walletQueryRoot, 'consolidated'],
    queryFn: ({ signal }): Promise<ConsolidatedFunds> =>
      apiRequest(API.consolidatedFunds, consolidatedFundsSchema, { signal }),
    staleTime: 0,
  });
}

/** Moves money between the main wallet and a vendor wallet (IN: main → vendor, OUT: vendor → main). */
export function transferWithVendor(body: WalletTransfer, idempotencyKey: string): Promise<TransferResult> {
  return apiRequest(API.walletTransfer, transferResultSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
