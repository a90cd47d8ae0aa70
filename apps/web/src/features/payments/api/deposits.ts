import { type CreateDeposit, type DepositOrder, depositOrderSchema, PAYMENT_API } from '@fortuna/contracts/payments';
import { IDEMPOTENCY_HEADER } from '@fortuna/contracts/wallet';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageSchema } from '../../../api/page';
import { type OrderFilter, orderListParams } from './order-filter';
import { paymentsQueryRoot } from './payment-keys';

export const depositsQueryRoot = [...paymentsQueryRoot, 'deposits'] as const;

const depositPageSchema = pageSchema(depositOrderSchema);

/** Opens a pending deposit order; a retry with the same key returns the same order. */
export function createDeposit(body: CreateDeposit, idempotencyKey: string): Promise<DepositOrder> {
  return apiRequest(PAYMENT_API.deposits, depositOrderSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** Withdraws a pending deposit request (nothing was credited, so nothing moves). */
export function cancelDeposit(id: number): Promise<DepositOrder> {
  return apiRequest(PAYMENT_API.depositCancel(id), depositOrderSchema, { method: 'POST' });
}

/** How often an order waiting for the gateway's callback is read again. */
export const GATEWAY_POLL_MS = 4000;
/** How often a bank transfer waiting for staff is read again while it is on screen. */
export const BANK_POLL_MS = 15_000;

/**
 * One of the member's deposits; a pending order on screen is read again until it is decided: often
 * while the gateway's callback is due, now and then while staff check a bank transfer.
 */
export function depositQuery(id: number | null) {
  return queryOptions({
    queryKey: [...depositsQueryRoot, 'one', id],
    queryFn:
      id === null ? skipToken : ({ signal }) => apiRequest(PAYMENT_API.deposit(id), depositOrderSchema, { signal }),
    refetchInterval: (query) => {
      const order = query.state.data;
      if (order?.status !== 'pending') return false;
      return order.channelType === 'gateway' ? GATEWAY_POLL_MS : BANK_POLL_MS;
    },
    staleTime: 0,
  });
}

/** One page of the member's deposits; the previous page stays shown while the next loads. */
export function depositsQuery(filter: OrderFilter | null) {
  return queryOptions({
    queryKey: [...depositsQueryRoot, 'list', filter],
    queryFn: filter
      ? ({ signal }) => apiRequest(PAYMENT_API.deposits, depositPageSchema, { signal, query: orderListParams(filter) })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
