import { PAYMENT_API } from '@fortuna/contracts/payments';
import {
  type AdminDepositOrder,
  type AdminWithdrawalOrder,
  adminDepositOrderSchema,
  adminWithdrawalOrderSchema,
} from '@fortuna/contracts/payments-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageSchema } from '../../../api/page';
import { financeKeys } from './finance-keys';
import { idempotencyHeaders } from './idempotency-key';

/** What the deposit and withdrawal queues ask the server for (the admin order query). */
export interface OrderQuery {
  merchantId: number;
  status: string | undefined;
  member: string | undefined;
  /** ISO instants: [from, to). */
  from: string | undefined;
  to: string | undefined;
  pageNo: number;
  pageSize: number;
}

export type OrderKind = 'deposit' | 'withdrawal';

/** What staff decide on a pending order: approve (credit / pay) with an optional remark, or reject with a reason. */
export type OrderDecision = { action: 'approve'; remark: string } | { action: 'reject'; reason: string };

/** Queues are read again on their own, so new orders appear without a click on Refresh. */
const QUEUE_REFRESH_MS = 30_000;

const depositPageSchema = pageSchema(adminDepositOrderSchema);
const withdrawalPageSchema = pageSchema(adminWithdrawalOrderSchema);

function queryParams(query: OrderQuery): Record<string, string | number | undefined> {
  return {
    merchantId: query.merchantId,
    status: query.status,
    member: query.member?.trim() || undefined,
    from: query.from,
    to: query.to,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** One page of a merchant's deposits; the previous page stays on screen while the next loads. */
export function depositsQuery(query: OrderQuery) {
  const params = queryParams(query);
  return queryOptions({
    queryKey: financeKeys.deposits(params),
    queryFn: ({ signal }) => apiRequest(PAYMENT_API.admin.deposits, depositPageSchema, { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** One page of a merchant's withdrawals. */
export function withdrawalsQuery(query: OrderQuery) {
  const params = queryParams(query);
  return queryOptions({
    queryKey: financeKeys.withdrawals(params),
    queryFn: ({ signal }) => apiRequest(PAYMENT_API.admin.withdrawals, withdrawalPageSchema, { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** Approves (credits) or rejects a pending deposit; `key` makes a retried call count once. */
export function decideDeposit(id: number, decision: OrderDecision, key: string): Promise<AdminDepositOrder> {
  const isApproval = decision.action === 'approve';
  return apiRequest(
    isApproval ? PAYMENT_API.admin.depositApprove(id) : PAYMENT_API.admin.depositReject(id),
    adminDepositOrderSchema,
    {
      method: 'POST',
      body: isApproval ? { remark: decision.remark } : { reason: decision.reason },
      headers: idempotencyHeaders(key),
    },
  );
}

/** Marks a pending withdrawal paid (the hold is posted) or rejects it (the hold is released). */
export function decideWithdrawal(id: number, decision: OrderDecision, key: string): Promise<AdminWithdrawalOrder> {
  const isApproval = decision.action === 'approve';
  return apiRequest(
    isApproval ? PAYMENT_API.admin.withdrawalApprove(id) : PAYMENT_API.admin.withdrawalReject(id),
    adminWithdrawalOrderSchema,
    {
      method: 'POST',
      body: isApproval ? { remark: decision.remark } : { reason: decision.reason },
      headers: idempotencyHeaders(key),
    },
  );
}
