import {
  type CreateWithdrawal,
  PAYMENT_API,
  type WageringStatus,
  type WithdrawalOrder,
  wageringStatusSchema,
  withdrawalOrderSchema,
} from '@fortuna/contracts/payments';
import { IDEMPOTENCY_HEADER } from '@fortuna/contracts/wallet';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageSchema } from '../../../api/page';
import { type OrderFilter, orderListParams } from './order-filter';
import { paymentsQueryRoot } from './payment-keys';

export const withdrawalsQueryRoot = [...paymentsQueryRoot, 'withdrawals'] as const;
export const wageringQueryKey = [...paymentsQueryRoot, 'wagering'] as const;

const withdrawalPageSchema = pageSchema(withdrawalOrderSchema);

/** Asks to withdraw: the amount is held at once; a retry with the same key returns the same order. */
export function createWithdrawal(body: CreateWithdrawal, idempotencyKey: string): Promise<WithdrawalOrder> {
  return apiRequest(PAYMENT_API.withdrawals, withdrawalOrderSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** Cancels a withdrawal still pending review: the held amount is spendable again. */
export function cancelWithdrawal(id: number, idempotencyKey: string): Promise<WithdrawalOrder> {
  return apiRequest(PAYMENT_API.withdrawalCancel(id), withdrawalOrderSchema, {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** One page of the member's withdrawals; the previous page stays shown while the next loads. */
export function withdrawalsQuery(filter: OrderFilter | null) {
  return queryOptions({
    queryKey: [...withdrawalsQueryRoot, 'list', filter],
    queryFn: filter
      ? ({ signal }) =>
          apiRequest(PAYMENT_API.withdrawals, withdrawalPageSchema, { signal, query: orderListParams(filter) })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Where the member stands with bonus wagering (an unmet requirement blocks withdrawals). */
export function wageringQuery() {
  return queryOptions({
    queryKey: wageringQueryKey,
    queryFn: ({ signal }): Promise<WageringStatus> =>
      apiRequest(PAYMENT_API.wagering, wageringStatusSchema, { signal }),
    staleTime: 0,
  });
}
