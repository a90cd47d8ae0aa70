import {
  type ConvertInput,
  convertResultSchema,
  goodsSchema,
  POINTS_API,
  pointsBalanceSchema,
  pointsRecordSchema,
  type RedeemInput,
  redeemOrderSchema,
} from '@fortuna/contracts/points';
import { IDEMPOTENCY_HEADER } from '@fortuna/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** Everything of the member's points, dropped together after a redeem or a convert. */
export const pointsQueryRoot = [...MEMBER_QUERY_ROOT, 'points'] as const;

export function pointsBalanceQuery() {
  return queryOptions({
    queryKey: [...pointsQueryRoot, 'balance'],
    queryFn: ({ signal }) => apiRequest(POINTS_API.balance, pointsBalanceSchema, { signal }),
    staleTime: 0,
  });
}

export function rewardsQuery(language: string) {
  return queryOptions({
    queryKey: [...pointsQueryRoot, 'rewards', language],
    queryFn: ({ signal }) => apiRequest(POINTS_API.rewards, z.array(goodsSchema), { signal, query: { language } }),
    staleTime: 15_000,
  });
}

export function redeemsQuery(language: string) {
  return queryOptions({
    queryKey: [...pointsQueryRoot, 'redeems', language],
    queryFn: ({ signal }) =>
      apiRequest(POINTS_API.redeems, z.array(redeemOrderSchema), { signal, query: { language } }),
    staleTime: 0,
  });
}

export function pointsRecordsQuery() {
  return queryOptions({
    queryKey: [...pointsQueryRoot, 'records'],
    queryFn: ({ signal }) => apiRequest(POINTS_API.records, z.array(pointsRecordSchema), { signal }),
    staleTime: 0,
  });
}

/** Redeems an item (encrypted: the payment password travels inside). */
export function redeem(body: RedeemInput, idempotencyKey: string, language: string) {
  return apiRequest(POINTS_API.redeem, redeemOrderSchema, {
    method: 'POST',
    body,
    encrypted: true,
    query: { language },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** Converts points to balance (encrypted). */
export function convert(body: ConvertInput, idempotencyKey: string) {
  return apiRequest(POINTS_API.convert, convertResultSchema, {
    method: 'POST',
    body,
    encrypted: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
