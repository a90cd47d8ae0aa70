import { PAYMENT_API, type PaymentChannel, paymentChannelSchema } from '@fortuna/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { paymentsQueryRoot } from './payment-keys';

/** The merchant's active channels a member may use for deposits or for withdrawals, in the merchant's order. */
export function channelsQuery(direction: 'deposit' | 'withdrawal') {
  return queryOptions({
    queryKey: [...paymentsQueryRoot, 'channels', direction],
    queryFn: ({ signal }): Promise<PaymentChannel[]> =>
      apiRequest(PAYMENT_API.channels, z.array(paymentChannelSchema), { signal, query: { direction } }),
    select: (channels) => [...channels].sort((a, b) => a.sort - b.sort),
    staleTime: 60_000,
  });
}
