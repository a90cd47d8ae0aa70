import { API } from '@fortuna/contracts/api-paths';
import { type TotpSetup, totpSetupSchema } from '@fortuna/contracts/auth';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

/** Starts the authenticator set-up: a fresh secret, its otpauth URL and a QR code of it. */
export function setUpTotp(): Promise<TotpSetup> {
  return apiRequest(API.totpSetup, totpSetupSchema, { method: 'POST' });
}

/** Turns the authenticator on with a current code from the app. */
export async function enableTotp(code: string): Promise<void> {
  await apiRequest(API.totpEnable, z.unknown(), { method: 'POST', body: { code } });
}

/** Turns the authenticator off; a current code proves the app is still at hand. */
export async function disableTotp(code: string): Promise<void> {
  await apiRequest(API.totp, z.unknown(), { method: 'DELETE', body: { code } });
}
