import { randomBytes } from 'node:crypto';
import { API, SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import type { JackpotPool } from '@fortuna/contracts/catalogue';
import type { Envelope } from '@fortuna/contracts/envelope';
import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { hashServerSeed } from '@fortuna/games/fairness/seeds';
import { jackpotSlotGame } from '@fortuna/games/studio/slot-jackpot/jackpot';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../../test/test-app';
import { studioSeeds } from '../studio.schema';
import { openWindow } from '../studio-test-window';
import { poolSeedOf } from './jackpot-pool';

const GAME = 'fortuna-slot-jackpot';
const STAKE = 1_000_000n;

/** A server seed and client seed whose round at nonce 0 lines up three JACKPOTs (searched, about 1 in 32,768). */
function hittingSeeds(): { serverSeed: string; clientSeed: string } {
  const serverSeed = 'jackpot-test-server-seed';
  for (let attempt = 0; attempt < 2_000_000; attempt++) {
    const clientSeed = `hit-${attempt}`;
    const { detail } = jackpotSlotGame.play({ stake: STAKE }, new FairRng(serverSeed, clientSeed, 0));
    if (detail.jackpotHit) return { serverSeed, clientSeed };
  }
  throw new Error('no jackpot hit found');
}

async function spin(app: FastifyInstance, studioToken: string): Promise<PlayRoundAnswer> {
  const answer = await app.inject({
    method: 'POST',
    url: '/studio/api/rounds',
    headers: { authorization: `Bearer ${studioToken}` },
    payload: { choices: { stake: STAKE.toString() }, requestId: randomBytes(8).toString('hex') },
  });
  const envelope = answer.json<Envelope<PlayRoundAnswer>>();
  if (!envelope.value) throw new Error(envelope.message);
  return envelope.value;
}

async function lobbyPool(app: FastifyInstance): Promise<JackpotPool | null> {
  return (await app.inject({ method: 'GET', url: API.jackpot })).json<Envelope<JackpotPool | null>>().value;
}

describeEachDatabase(
  'the progressive jackpot pool',
  (use) => {
    it('opens at its seed, grows by 1% of every stake, and the game window and lobby show it', async () => {
      const { app } = use();
      const seed = poolSeedOf('VND');
      const start = await lobbyPool(app);
      expect(start).toMatchObject({ gameCode: GAME, currency: 'VND' });
      const { session } = await openWindow(app, GAME, 100_000_000n);
      const shown = (session.game.paytable as { jackpot: { pool: string } }).jackpot.pool;
      expect(BigInt(shown)).toBe(BigInt(start?.amount ?? '0'));
      expect(BigInt(shown)).toBeGreaterThanOrEqual(seed);

      let pool = BigInt(shown);
      for (let index = 0; index < 4; index++) {
        const { round } = await spin(app, session.studioToken);
        const detail = round.detail as { jackpotHit: boolean; jackpotPool: string; jackpotWin: string };
        if (detail.jackpotHit) break; // one chance in 32,768: the hit is tested below
        pool += STAKE / 100n;
        expect(detail.jackpotPool).toBe(pool.toString());
        expect(detail.jackpotWin).toBe('0');
      }
      expect((await lobbyPool(app))?.amount).toBe(pool.toString());
      for (const { total } of await balanceSumsByCurrency(app.db)) expect(total).toBe(0n);
    });

    it('pays the whole pool on three JACKPOTs, refills it with the seed, and tells the lobby sockets', async () => {
      const { app } = use();
      const { member, session } = await openWindow(app, GAME, 100_000_000n);
      // Feed the pool so it is above its seed, then rig the player's next seed pair to a known hit.
      await spin(app, session.studioToken);
      const { serverSeed, clientSeed } = hittingSeeds();
      await app.db
        .update(studioSeeds)
        .set({ serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nextNonce: 0 })
        .where(and(eq(studioSeeds.playerId, String(member.id)), eq(studioSeeds.status, 'active')));
      const before = BigInt((await lobbyPool(app))?.amount ?? '0');

      const origin = app.server.listening ? app.listeningOrigin : await app.listen({ port: 0, host: '127.0.0.1' });
      const socket = connect(origin, { auth: { merchant: 'DEMO' }, transports: ['websocket'] });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        // The feeding spin's own push (sent at most every 500 ms) may still be on its way: wait for the refill.
        const seed = poolSeedOf('VND').toString();
        const pushed = new Promise<JackpotPool>((resolve) => {
          const onPool = (pool: JackpotPool) => {
            if (pool.amount !== seed) return;
            socket.off(SOCKET_EVENTS.jackpot, onPool);
            resolve(pool);
          };
          socket.on(SOCKET_EVENTS.jackpot, onPool);
        });
        const { round, balance } = await spin(app, session.studioToken);
        const detail = round.detail as { jackpotHit: boolean; jackpotWin: string; jackpotPool: string; win: string };
        expect(detail.jackpotHit).toBe(true);
        const won = before + STAKE / 100n;
        expect(detail.jackpotWin).toBe(won.toString());
        expect(BigInt(round.payout)).toBe(BigInt(detail.win) + won);
        expect(BigInt(balance)).toBe(BigInt(round.balanceBefore ?? '0') - STAKE + BigInt(round.payout));
        expect(detail.jackpotPool).toBe(poolSeedOf('VND').toString());
        expect(await pushed).toMatchObject({ amount: seed, currency: 'VND' });
      } finally {
        socket.disconnect();
      }
      expect((await lobbyPool(app))?.amount).toBe(poolSeedOf('VND').toString());
      for (const { total } of await balanceSumsByCurrency(app.db)) expect(total).toBe(0n);
    });
  },
  { STUDIO_ENABLED: 'true' },
);
