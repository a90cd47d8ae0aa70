import { API } from '@fortuna/contracts/api-paths';
import type { EmailReset, EmailResetConfirm, PhoneReset } from '@fortuna/contracts/auth';
import { type LoginResult, loginResultSchema } from '@fortuna/contracts/session';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

/** Mails a reset link to the account's address; ACCOUNT_NOT_FOUND when username and email do not match. */
export async function requestEmailReset(body: EmailReset): Promise<void> {
  await apiRequest(API.emailReset, z.null(), { method: 'POST', body });
}

/** Sets the new password with the mailed token (RESET_LINK_INVALID once used or expired). */
export async function confirmEmailReset(body: EmailResetConfirm): Promise<void> {
  await apiRequest(API.emailResetConfirm, z.null(), { method: 'POST', body });
}

/** Sets a new password with an SMS code (encrypted); the answer signs the account in. */
export function resetPasswordByPhone(body: PhoneReset): Promise<LoginResult> {
  return apiRequest(API.phoneReset, loginResultSchema, { method: 'POST', body, encrypted: true });
}
