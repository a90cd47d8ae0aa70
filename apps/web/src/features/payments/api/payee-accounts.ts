import { type BindPayeeAccount, PAYMENT_API, type PayeeAccount, payeeAccountSchema } from '@fortuna/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { paymentsQueryRoot } from './payment-keys';

export const payeeAccountsQueryKey = [...paymentsQueryRoot, 'payee-accounts'] as const;

/** The member's bound withdrawal accounts (numbers masked but the last 4 digits). */
export function payeeAccountsQuery() {
  return queryOptions({
    queryKey: payeeAccountsQueryKey,
    queryFn: ({ signal }): Promise<PayeeAccount[]> =>
      apiRequest(PAYMENT_API.payeeAccounts, z.array(payeeAccountSchema), { signal }),
  });
}

/** Binds a withdrawal account, guarded by the payment password. */
export function bindPayeeAccount(body: BindPayeeAccount): Promise<PayeeAccount> {
  return apiRequest(PAYMENT_API.payeeAccounts, payeeAccountSchema, { method: 'POST', body });
}

/** Unbinds a withdrawal account; withdrawals already made to it keep their copy of its details. */
export async function removePayeeAccount(id: number): Promise<void> {
  await apiRequest(PAYMENT_API.payeeAccount(id), z.unknown(), { method: 'DELETE' });
}
