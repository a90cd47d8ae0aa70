import type { Challenge, LoginInput } from '@fortuna/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../seed/demo';
import { solveChallengeValue } from './http-login';
import { spareAddress } from './spare-address';

/** Fetches and solves a proof-of-work challenge, as the site does, for the body field `challenge`. */
export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  // From an address of its own: suites ask for more challenges than one person may per minute.
  const response = await app.inject({ method: 'GET', url: '/wps/challenge', remoteAddress: spareAddress() });
  return solveChallengeValue(response.json<{ value: Challenge }>().value);
}

/** POSTs a login with a solved challenge; returns the raw response. */
export async function postLogin(
  app: FastifyInstance,
  body: Partial<LoginInput> & Record<string, unknown>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/wps/session/login',
    ...options,
    payload: { type: 'username', challenge: await solvedChallenge(app), ...body },
  });
}

/** Signs a member or agent in and returns the bearer header. */
export async function memberAuth(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<{ authorization: string }> {
  const response = await postLogin(app, { username, password });
  const body = response.json<{ success: boolean; value: { token: string } | null; message: string }>();
  if (!body.success || !body.value) throw new Error(`member login failed: ${body.message}`);
  return { authorization: `Bearer ${body.value.token}` };
}
