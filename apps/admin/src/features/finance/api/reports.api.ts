import { API } from '@fortuna/contracts/api-paths';
import { type MemberSummary, memberSummarySchema } from '@fortuna/contracts/members';
import { PAYMENT_API } from '@fortuna/contracts/payments';
import {
  dailyTotalsSchema,
  type GrantBonus,
  grantBonusResultSchema,
  type PaymentSettingsUpdate,
  paymentSettingsSchema,
} from '@fortuna/contracts/payments-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageSchema } from '../../../api/page';
import { financeKeys } from './finance-keys';
import { idempotencyHeaders } from './idempotency-key';

/** Deposits and withdrawals per day, cut in the merchant's time zone; both dates inclusive (yyyy-MM-dd). */
export function dailyTotalsQuery(merchantId: number, fromDate: string, toDate: string) {
  const query = { merchantId, fromDate, toDate };
  return queryOptions({
    queryKey: financeKeys.dailyTotals(query),
    queryFn: ({ signal }) => apiRequest(PAYMENT_API.admin.dailyTotals, dailyTotalsSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The merchant's payment settings: the time zone of the daily totals and the P2P auto-receipt delay. */
export function paymentSettingsQuery(merchantId: number) {
  return queryOptions({
    queryKey: financeKeys.settings(merchantId),
    queryFn: ({ signal }) =>
      apiRequest(PAYMENT_API.admin.settings, paymentSettingsSchema, { query: { merchantId }, signal }),
  });
}

export function savePaymentSettings(body: PaymentSettingsUpdate) {
  return apiRequest(PAYMENT_API.admin.settings, paymentSettingsSchema, { method: 'PUT', body });
}

/** Credits a bonus to a member's main wallet, to be wagered `wageringMultiple` times before it can be withdrawn. */
export function grantBonus(body: GrantBonus, key: string) {
  return apiRequest(PAYMENT_API.admin.bonuses, grantBonusResultSchema, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(key),
  });
}

const memberMatchesSchema = pageSchema(memberSummarySchema);

/** The merchant's member with exactly this username (any case), or null: the search itself matches parts of names. */
export async function findMemberByUsername(merchantId: number, username: string): Promise<MemberSummary | null> {
  const wanted = username.trim().toLowerCase();
  const page = await apiRequest(API.admin.members, memberMatchesSchema, {
    query: { merchantId, search: username.trim(), pageSize: 100 },
  });
  return page.list.find((member) => member.username.toLowerCase() === wanted) ?? null;
}
