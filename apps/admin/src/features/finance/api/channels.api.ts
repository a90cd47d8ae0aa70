import { PAYMENT_API } from '@fortuna/contracts/payments';
import { adminPaymentChannelSchema, type ChannelUpsert } from '@fortuna/contracts/payments-admin';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { financeKeys } from './finance-keys';

/** Every deposit and withdrawal channel of a merchant, active or not. */
export function channelsQuery(merchantId: number) {
  return queryOptions({
    queryKey: financeKeys.channels(merchantId),
    queryFn: ({ signal }) =>
      apiRequest(PAYMENT_API.admin.channels, z.array(adminPaymentChannelSchema), { query: { merchantId }, signal }),
  });
}

/** Adds a channel, or changes the one with `id`. */
export function saveChannel(body: ChannelUpsert, id?: number) {
  return id === undefined
    ? apiRequest(PAYMENT_API.admin.channels, adminPaymentChannelSchema, { method: 'POST', body })
    : apiRequest(PAYMENT_API.admin.channel(id), adminPaymentChannelSchema, { method: 'PUT', body });
}
