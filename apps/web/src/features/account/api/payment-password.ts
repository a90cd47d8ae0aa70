import { API } from '@fortuna/contracts/api-paths';
import type { SetPaymentPassword } from '@fortuna/contracts/wallet';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

/** Sets or changes the 6-digit payment password; the login password confirms it is the member. */
export async function setPaymentPassword(body: SetPaymentPassword): Promise<void> {
  await apiRequest(API.paymentPassword, z.null(), { method: 'PUT', body });
}
