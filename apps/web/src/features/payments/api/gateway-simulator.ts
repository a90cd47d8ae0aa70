import { type GatewaySimPage, gatewaySimPageSchema, PAYMENT_API } from '@fortuna/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { paymentsQueryRoot } from './payment-keys';

/** The test gateway's hosted page for an order (development and demo servers only). */
export function gatewaySimPageQuery(orderNo: string) {
  return queryOptions({
    queryKey: [...paymentsQueryRoot, 'gateway-sim', orderNo],
    queryFn: ({ signal }): Promise<GatewaySimPage> =>
      apiRequest(PAYMENT_API.gatewaySimPage(orderNo), gatewaySimPageSchema, { signal }),
    staleTime: 0,
  });
}

/** The payer answers the test gateway: it then sends its signed callback to the platform. */
export async function confirmGatewaySim(orderNo: string, outcome: 'paid' | 'failed'): Promise<void> {
  await apiRequest(PAYMENT_API.gatewaySimConfirm(orderNo), z.unknown(), { method: 'POST', body: { outcome } });
}

/** Whether a pay address is the test gateway's page of this order, which the site shows itself. */
export function isSimulatorPage(payUrl: string, orderNo: string): boolean {
  return payUrl === PAYMENT_API.gatewaySimPage(orderNo);
}

/** A gateway's pay address, if it is a web page (never a script or data address). */
export function safePayUrl(payUrl: string, origin: string): string | null {
  try {
    const url = new URL(payUrl, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
