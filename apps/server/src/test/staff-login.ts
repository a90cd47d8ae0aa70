import type { Challenge } from '@fortuna/contracts/auth';
import type { StaffRole } from '@fortuna/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { solvedCaptcha } from './accounts';
import { solveChallengeValue } from './http-login';
import { spareAddress } from './spare-address';
import { staffAuth } from './test-app';

export const STAFF_TEST_PASSWORD = 'Desk#2026x';

/** Creates a staff member through the back office, as an admin would. */
export async function createStaffMember(app: FastifyInstance, username: string, roles: StaffRole[] = ['support']) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: await staffAuth(app),
    payload: { username, displayName: username, password: STAFF_TEST_PASSWORD, roles },
  });
  const body = response.json<{ value: { id: number } | null; message: string }>();
  if (!body.value) throw new Error(`could not create staff: ${body.message}`);
  return body.value;
}

/** POSTs a staff sign-in; with `withCaptcha`, a solved captcha and challenge go along as the back office sends them. */
export async function postStaffLogin(
  app: FastifyInstance,
  body: { username: string; password: string; code?: string },
  options: { remoteAddress: string; withCaptcha?: boolean },
) {
  if (!options.withCaptcha) {
    return app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      remoteAddress: options.remoteAddress,
      payload: body,
    });
  }
  const { cookie, captcha } = await solvedCaptcha(app, '/api/admin/session/captcha');
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/session/challenge',
    remoteAddress: spareAddress(),
  });
  const challenge = await solveChallengeValue(response.json<{ value: Challenge }>().value);
  return app.inject({
    method: 'POST',
    url: '/api/admin/session/login',
    remoteAddress: options.remoteAddress,
    headers: { cookie },
    payload: { ...body, captcha, challenge },
  });
}

/** The authenticator code of `secret` at `timestamp`, as a phone would show it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp,
  });
}
