import { randomBytes } from 'node:crypto';
import { CRASH_EVENTS, type CrashGameView } from '@fortuna/contracts/studio-crash';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { freshDatabase, testConfig } from '../../../test/test-app';
import {
  answerOf,
  crashSocket,
  gameCrashingAtLeast,
  nextEvent,
  openCrashWindow,
  placeBet,
  request,
} from './crash-test-kit';

const redisUrl = process.env.REDIS_URL;

/** Two API nodes sharing one database and one Redis: one runs the schedule, both serve its players. */
describe.skipIf(!redisUrl)('crash on several nodes behind one Redis', () => {
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let dispose: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    dispose = fresh.dispose;
    const shared = {
      REDIS_URL: redisUrl ?? '',
      RATE_LIMIT_NAMESPACE: `test-${randomBytes(6).toString('hex')}:`,
      STUDIO_ENABLED: 'true',
      STUDIO_CRASH_BETTING_MS: '2000',
      STUDIO_CRASH_PAUSE_MS: '100',
      STUDIO_CRASH_SPEED: '20',
    };
    nodeA = await buildApp(testConfig(shared), { database: fresh.database });
    await nodeA.ready();
    nodeB = await buildApp(testConfig(shared), { database: fresh.database });
    await nodeB.ready();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await dispose?.();
  });

  it('runs one schedule, shows it on both nodes, and takes a bet on one node and its cash-out on the other', async () => {
    const alice = await openCrashWindow(nodeA, 5_000_000n);
    const onA = await crashSocket(nodeA, alice.session.studioToken);
    const onB = await crashSocket(nodeB, alice.session.studioToken);
    sockets.push(onA, onB);
    const flights: number[] = [];
    onB.on(CRASH_EVENTS.flight, (g: CrashGameView) => flights.push(g.number));
    const { game, crash } = await gameCrashingAtLeast(nodeA, onA, 300n);
    const seenOnB = nextEvent<CrashGameView>(onB, CRASH_EVENTS.flight, (g) => g.number === game.number);
    answerOf(await placeBet(onA, 200_000n, 'two-nodes-bet-1'));
    await seenOnB;
    const cashed = answerOf(await request(onB, CRASH_EVENTS.requestCashOut, {}));
    const multiplier = BigInt((cashed.bet.cashOut ?? '0').replace('.', ''));
    expect(multiplier).toBeLessThan(crash);
    expect(cashed.round).toMatchObject({ status: 'settled', payout: ((200_000n * multiplier) / 100n).toString() });
    const crashedOnB = await nextEvent<CrashGameView>(onB, CRASH_EVENTS.crashed, (g) => g.number === game.number);
    expect(crashedOnB.hash).toMatch(/^[0-9a-f]{64}$/);
    // One scheduler: every flight started once, by one node, seen on the other node's sockets.
    expect(flights.length).toBeGreaterThanOrEqual(1);
    expect(new Set(flights).size).toBe(flights.length);
  }, 120_000);
});
