import { API } from '@fortuna/contracts/api-paths';
import { type Challenge, challengeSchema } from '@fortuna/contracts/auth';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { ApiError } from '../api/api-error';
import { apiRequest } from '../api/client';
import { textToBase64 } from './base64';

/**
 * The proof-of-work challenge of login, registration and SMS requests (ALTCHA v2 with SHA-256 key
 * derivation, docs/accounts.md). Each solution is accepted once, so every request solves a new one.
 */

/** Long enough for slow phones; the server's challenges take a fraction of a second on a laptop. */
const SOLVE_TIMEOUT_MS = 30_000;
const CHALLENGE_FAILED_MESSAGE = 'Captcha check failed, please try again.';

export interface ChallengeSolution {
  counter: number;
  derivedKey: string;
  time?: number;
}

/** The body field `challenge`: base64 of JSON `{ challenge, solution }`. */
export function encodeChallengeField(challenge: Challenge, solution: ChallengeSolution): string {
  return textToBase64(JSON.stringify({ challenge, solution }));
}

/** Solves a challenge in the page and encodes the result for the body field `challenge`. */
export async function solveChallengeField(challenge: Challenge, timeoutMs = SOLVE_TIMEOUT_MS): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  if (!solution) throw new ApiError('CHALLENGE_FAILED', CHALLENGE_FAILED_MESSAGE);
  return encodeChallengeField(challenge, solution);
}

/** Fetches a new challenge from the server and solves it: the value to send as `challenge`. */
export async function createChallengeField(): Promise<string> {
  const challenge = await apiRequest(API.challenge, challengeSchema);
  return solveChallengeField(challenge);
}
