import {
  lotteryLiabilityRowSchema,
  VN_LOTTERY_PATHS,
  type VnGameCode,
  type VnRules,
  vnAdminDrawSchema,
  vnResultSchema,
  vnRulesSchema,
} from '@fortuna/contracts/lottery-vn';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

export const LOTTERY_DRAWS_KEY = ['lottery', 'vn-draws'] as const;

/** Regional draws awaiting a result (`due`) or all recent ones, with their result versions. */
export function vnDrawsQuery(view: 'due' | 'all', gameCode?: VnGameCode) {
  return queryOptions({
    queryKey: [...LOTTERY_DRAWS_KEY, view, gameCode ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(VN_LOTTERY_PATHS.admin.draws, z.array(vnAdminDrawSchema), {
        signal,
        query: { view, ...(gameCode ? { gameCode } : {}) },
      }),
    refetchInterval: 20_000,
  });
}

export function enterResult(drawId: string, prizes: Record<string, string[]>) {
  return apiRequest(VN_LOTTERY_PATHS.admin.results(drawId), vnResultSchema, { method: 'POST', body: { prizes } });
}

export function decideResult(resultId: string, decision: 'approve' | 'reject') {
  const path =
    decision === 'approve' ? VN_LOTTERY_PATHS.admin.approve(resultId) : VN_LOTTERY_PATHS.admin.reject(resultId);
  return apiRequest(path, vnResultSchema, { method: 'POST' });
}

export function voidDraw(drawId: string) {
  return apiRequest(VN_LOTTERY_PATHS.admin.void(drawId), z.null(), { method: 'POST' });
}

export function cutoffQuery(merchantId: number) {
  return queryOptions({
    queryKey: ['lottery', 'vn-rules', merchantId],
    queryFn: ({ signal }) => apiRequest(VN_LOTTERY_PATHS.admin.rules, vnRulesSchema, { signal, query: { merchantId } }),
  });
}

export function saveCutoff(
  merchantId: number,
  cutoffMinutes: number,
  seaPayouts?: VnRules['seaPayouts'],
  numberCapMinor?: string | null,
) {
  return apiRequest(VN_LOTTERY_PATHS.admin.rules, vnRulesSchema, {
    method: 'PUT',
    query: { merchantId },
    body: { cutoffMinutes, seaPayouts, numberCapMinor },
  });
}

/** A draw's open tickets by bet type and number (all merchants, or one). */
export function liabilityQuery(drawId: string, merchantId?: number) {
  return queryOptions({
    queryKey: ['lottery', 'liability', drawId, merchantId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(VN_LOTTERY_PATHS.admin.liability(drawId), z.array(lotteryLiabilityRowSchema), {
        signal,
        query: merchantId === undefined ? {} : { merchantId },
      }),
    refetchInterval: 15_000,
  });
}
