import { API } from '@fortuna/contracts/api-paths';
import { type Challenge, challengeSchema } from '@fortuna/contracts/auth';
import {
  type StaffLogin,
  signedInStaffSchema,
  staffSchema,
  staffSessionSchema,
  staffTotpSetupSchema,
} from '@fortuna/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function logIn(credentials: StaffLogin) {
  return apiRequest(API.admin.login, staffSessionSchema, { method: 'POST', body: credentials });
}

export function logOut() {
  return apiRequest(API.admin.session, z.unknown(), { method: 'DELETE' });
}

/** A captcha image (data URL); the server keeps which one in a cookie for the sign-in call. */
export function fetchCaptcha() {
  return apiRequest(API.admin.sessionCaptcha, z.string());
}

/** Fetches a proof-of-work challenge and solves it in the page: the sign-in's `challenge` field. */
export async function solvedChallengeField(): Promise<string> {
  const challenge: Challenge = await apiRequest(API.admin.sessionChallenge, challengeSchema);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new ApiError('CHALLENGE_FAILED', 'The sign-in check failed, please try again.', 0);
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

export function startTotpEnrolment() {
  return apiRequest(API.admin.sessionTotp, staffTotpSetupSchema, { method: 'POST' });
}

export function confirmTotpEnrolment(code: string) {
  return apiRequest(API.admin.sessionTotpConfirm, staffSchema, { method: 'POST', body: { code } });
}

/** The signed-in staff member, checked against the server on every page load. */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => apiRequest(API.admin.session, signedInStaffSchema, { signal }),
  staleTime: 5 * 60_000,
});
