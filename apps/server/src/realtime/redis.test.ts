import { randomBytes } from 'node:crypto';
import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { freshDatabase, staffAuth, testConfig } from '../test/test-app';

const redisUrl = process.env.REDIS_URL;

/** Two API nodes sharing one database and one Redis, as in a scaled deployment. */
describe.skipIf(!redisUrl)('several nodes behind one Redis', () => {
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    dispose = fresh.dispose;
    const shared = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_NAMESPACE: `test-${randomBytes(6).toString('hex')}:` };
    nodeA = await buildApp(testConfig(shared), { database: fresh.database });
    nodeB = await buildApp(testConfig(shared), { database: fresh.database });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await dispose?.();
  });

  it('delivers a status change made on one node to sockets and cached settings of another', async () => {
    const socket = connect(nodeB.listeningOrigin, { auth: { merchant: 'DEMO' }, transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const statusOnB = async () =>
        (await nodeB.inject({ method: 'GET', url: '/wps/system/status' })).json<{ value: { status: number } }>().value
          .status;
      expect(await statusOnB()).toBe(0);
      const received = new Promise<{ status: number }>((resolve) => socket.once(SOCKET_EVENTS.systemStatus, resolve));
      await nodeA.inject({
        method: 'PUT',
        url: '/api/admin/merchants/1/maintenance',
        headers: await staffAuth(nodeA),
        payload: { enabled: true, title: 'Cluster upgrade', message: 'Back soon' },
      });
      expect((await received).status).toBe(1);
      // Node B had the merchant cached; the change on node A cleared it there too.
      expect(await statusOnB()).toBe(1);
    } finally {
      socket.disconnect();
    }
  });

  it('counts sign-in attempts across nodes', async () => {
    const attempt = (node: FastifyInstance) =>
      node.inject({
        method: 'POST',
        url: '/api/admin/session/login',
        remoteAddress: '198.51.100.20',
        payload: { username: 'nobody-here', password: 'wrong' },
      });
    // After the first failure the answer is CAPTCHA_REQUIRED (400): still counted, never the limit yet.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? nodeA : nodeB)).statusCode).not.toBe(429);
    expect((await attempt(nodeA)).statusCode).toBe(429);
    expect((await attempt(nodeB)).statusCode).toBe(429);
  });
});
