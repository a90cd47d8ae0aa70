import { DEVICE_ID_HEADER } from '@fortuna/contracts/risk';
import type { FastifyRequest } from 'fastify';
import { playSessionStarted } from '../protection/protection.service';
import { accountsSharingDevice, recordSighting } from './risk.repo';
import { raiseRiskFlag } from './risk-flags';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

function deviceIdOf(request: FastifyRequest): string | null {
  const header = request.headers[DEVICE_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && DEVICE_ID.test(value) ? value : null;
}

/**
 * What follows every sign-in (and registration): the member's play session starts (session time limit),
 * and the device and address are recorded; another account on the same device raises a duplicate-account
 * flag for the pair (once).
 */
export async function afterSignIn(request: FastifyRequest, accountId: number): Promise<void> {
  const app = request.server;
  const merchantId = request.merchant.id;
  await playSessionStarted(app, accountId);
  await recordSighting(app.db, { merchantId, accountId, kind: 'ip', value: request.ip });
  const deviceId = deviceIdOf(request);
  if (!deviceId) return;
  await recordSighting(app.db, { merchantId, accountId, kind: 'device', value: deviceId });
  for (const otherId of await accountsSharingDevice(app.db, merchantId, accountId, deviceId)) {
    const [low, high] = otherId < accountId ? [otherId, accountId] : [accountId, otherId];
    await raiseRiskFlag(app.db, {
      merchantId,
      accountId,
      kind: 'duplicate_account',
      sourceKey: `device:${low}:${high}`,
      detail: { signal: 'device', linkedAccountId: otherId },
    });
  }
}
