import { API } from '@fortuna/contracts/api-paths';
import {
  type Downline,
  downlineSchema,
  IDEMPOTENCY_HEADER,
  type TransferDownline,
  type TransferResult,
  type TransferUpline,
  transferResultSchema,
} from '@fortuna/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { walletQueryRoot } from './wallet-keys';

/** A member sends money to their upline. */
export function transferToUpline(body: TransferUpline, idempotencyKey: string): Promise<TransferResult> {
  return apiRequest(API.transferUpline, transferResultSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** An agent sends money to one of their direct downlines. */
export function transferToDownline(body: TransferDownline, idempotencyKey: string): Promise<TransferResult> {
  return apiRequest(API.transferDownline, transferResultSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** The agent's direct downlines, for the transfer picker. */
export function downlinesQuery() {
  return queryOptions({
    queryKey: [...walletQueryRoot, 'downlines'],
    queryFn: ({ signal }): Promise<Downline[]> => apiRequest(API.downlines, z.array(downlineSchema), { signal }),
  });
}
