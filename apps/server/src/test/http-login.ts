import { type Challenge, encodeChallengeSolution } from '@fortuna/contracts/auth';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a fetched proof-of-work challenge the way the site does; the body field `challenge`. */
export async function solveChallengeValue(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return encodeChallengeSolution(challenge, solution);
}

/** GET /wps/challenge on a running server and solve it. */
export async function solvedChallengeOver(origin: string): Promise<string> {
  const response = await fetch(`${origin}/wps/challenge`);
  const body = (await response.json()) as { value: Challenge };
  return solveChallengeValue(body.value);
}

/** Signs in over HTTP with a solved challenge and returns the session token (throws on failure). */
export async function loginOver(
  origin: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${origin}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ type: 'username', username, password, challenge: await solvedChallengeOver(origin) }),
  });
  const body = (await response.json()) as { success: boolean; value: { token: string } | null; message: string };
  if (!body.success || !body.value) throw new Error(`login failed: ${body.message}`);
  return body.value.token;
}
