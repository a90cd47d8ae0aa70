import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { SEAMLESS_HEADERS } from '@fortuna/contracts/seamless';
import type { StaffRole } from '@fortuna/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { vendors } from '../db/schema/index';
import { CALLERS, type Caller } from '../http/authorization-table';
import { seamlessSignature } from '../lib/seamless-protocol/signature';
import { createMember } from './accounts';
import { memberAuth } from './member-login';
import { spareAddress } from './spare-address';
import { createStaffMember, STAFF_TEST_PASSWORD } from './staff-login';

export { CALLERS, type Caller };

/** The headers one caller sends with a body (a vendor signs the exact text). */
export type CallerHeaders = (body: string) => Record<string, string>;

const freePlayBody = {
  os: 'Linux',
  platform: 'W',
  randomString: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  gatewayVersion: 3,
};

async function trialAuth(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    remoteAddress: spareAddress(),
    payload: freePlayBody,
  });
  const token = response.json<{ value: { token: string } | null }>().value?.token;
  if (!token) throw new Error(`free-play login failed: ${response.body}`);
  return { authorization: `Bearer ${token}` };
}

/** A seamless vendor of the test with an API key; its calls are signed as a vendor's server signs them. */
async function vendorSigner(app: FastifyInstance): Promise<CallerHeaders> {
  const code = `AUTHZ_${randomBytes(3).toString('hex').toUpperCase()}`;
  const [vendor] = await app.db
    .insert(vendors)
    .values({
      code,
      name: code,
      walletMode: 'seamless',
      gameType: 'RNG',
      launchUrl: 'https://vendor.example/?t={token}',
    })
    .returning();
  if (!vendor) throw new Error('vendor not created');
  const secret = await app.vendorKeys.issue(vendor.id);
  return (body) => {
    const timestamp = String(Date.now());
    const nonce = randomBytes(12).toString('base64url');
    return {
      [SEAMLESS_HEADERS.vendor]: code,
      [SEAMLESS_HEADERS.timestamp]: timestamp,
      [SEAMLESS_HEADERS.nonce]: nonce,
      [SEAMLESS_HEADERS.signature]: seamlessSignature(secret, timestamp, nonce, body),
    };
  };
}

/** A new staff member holding only `role`, signed in with a session of its own. */
async function staffOfRole(app: FastifyInstance, role: StaffRole): Promise<Record<string, string>> {
  const username = `authz${role}${randomBytes(2).toString('hex')}`;
  await createStaffMember(app, username, [role]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session/login',
    remoteAddress: spareAddress(),
    payload: { username, password: STAFF_TEST_PASSWORD },
  });
  const token = response.json<{ value: { token: string } | null }>().value?.token;
  if (!token) throw new Error(`staff login failed: ${response.body}`);
  return { authorization: `Bearer ${token}` };
}

/**
 * Signs every caller in once (fresh accounts, so a suite may end their sessions) and returns the
 * headers each sends. `signIn` signs one caller in again, for after a call that ended its session.
 */
export async function signInCallers(app: FastifyInstance) {
  async function signIn(caller: Caller): Promise<CallerHeaders> {
    switch (caller) {
      case 'anonymous':
        return () => ({});
      case 'trial': {
        const headers = await trialAuth(app);
        return () => headers;
      }
      case 'member':
      case 'agent': {
        const account = await createMember(app, caller === 'agent' ? { type: ACCOUNT_TYPE.AGENT } : {});
        const headers = await memberAuth(app, account.username);
        return () => headers;
      }
      case 'vendor':
        return vendorSigner(app);
      default: {
        const headers = await staffOfRole(app, caller);
        return () => headers;
      }
    }
  }
  const headers = {} as Record<Caller, CallerHeaders>;
  for (const caller of CALLERS) headers[caller] = await signIn(caller);
  return { headers, signIn };
}
