import { API } from '@fortuna/contracts/api-paths';
import { type FreePlay, type LoginResult, loginResultSchema } from '@fortuna/contracts/session';
import { apiRequest } from '../../../api/client';

const RANDOM_BYTES = 32;
/** The server keeps at most this many characters of the operating system label. */
const OS_MAX_LENGTH = 64;

/** 64 hex characters from the browser's secure random source (also available outside HTTPS). */
export function createRandomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request body of a free-play sign-in (spec §7: platform W, gateway version 3). */
export function buildFreePlayLoginBody(os: string): FreePlay {
  return {
    os: os.trim().slice(0, OS_MAX_LENGTH) || 'web',
    platform: 'W',
    randomString: createRandomString(),
    gatewayVersion: 3,
  };
}

/** Signs in with a new trial account; the answer carries the session token like a normal sign-in. */
export function loginWithFreePlay(): Promise<LoginResult> {
  return apiRequest(API.freePlay, loginResultSchema, {
    method: 'POST',
    body: buildFreePlayLoginBody(navigator.platform),
  });
}
