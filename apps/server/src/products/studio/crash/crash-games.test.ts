import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/test-app';
import { kitLeases } from '../../kit/kit.schema';
import { holdLease } from '../../kit/leases';
import { insertGame, updateGameFrom } from './crash.repo';
import { createChain } from './crash-chain-store';
import type { CrashContext } from './crash-context';
import { openNextGame } from './crash-games';
import { LEASE_MS, LEASE_RENEW_MS, leaseSafeWait } from './crash-schedule';
import { crashContextAt, scheduledGame } from './crash-test-kit';

const IDLE_SCHEDULE = { STUDIO_ENABLED: 'true', STUDIO_CRASH_BETTING_MS: '120000', STUDIO_CRASH_PAUSE_MS: '120000' };
const CONFIG = { bettingMs: 3_600_000, chainLength: 10 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'crash: the schedule lease and the hash chain across nodes',
  (use) => {
    it('keeps the lease with its holder, dated by the database clock, until it lapses', async () => {
      const { db } = use().app;
      expect(await holdLease(db, 'test-lease', 'node-a', LEASE_MS)).toBe(true);
      expect(await holdLease(db, 'test-lease', 'node-b', LEASE_MS)).toBe(false);
      // A node whose clock runs an hour late renews for the full lease all the same (against a separate
      // database server: the in-process one reads this process's clock).
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        if (use().kind === 'postgres') vi.setSystemTime(Date.now() - 3_600_000);
        expect(await holdLease(db, 'test-lease', 'node-a', LEASE_MS)).toBe(true);
      } finally {
        vi.useRealTimers();
      }
      const [row] = await db
        .select({
          holder: kitLeases.holder,
          msLeft: sql<string>`extract(epoch from (${kitLeases.expiresAt} - now())) * 1000`,
        })
        .from(kitLeases)
        .where(eq(kitLeases.name, 'test-lease'));
      expect(row?.holder).toBe('node-a');
      const msLeft = Number(row?.msLeft);
      expect(msLeft).toBeGreaterThan(LEASE_MS - 2000);
      expect(msLeft).toBeLessThanOrEqual(LEASE_MS);

      expect(await holdLease(db, 'test-short-lease', 'node-a', 1)).toBe(true);
      await sleep(20);
      expect(await holdLease(db, 'test-short-lease', 'node-b', LEASE_MS)).toBe(true);
      expect(await holdLease(db, 'test-short-lease', 'node-a', LEASE_MS)).toBe(false);
    });

    it('waits long betting windows and pauses in slices shorter than the lease', () => {
      expect(leaseSafeWait(120_000)).toBe(LEASE_RENEW_MS);
      expect(leaseSafeWait(1_500)).toBe(1_500);
      expect(leaseSafeWait(-3)).toBe(0);
      expect(LEASE_RENEW_MS * 2).toBeLessThan(LEASE_MS);
    });

    it("continues the chain another node started, and starts a new chain once the previous game's is used up", async () => {
      const { app } = use();
      const ctx: CrashContext = await crashContextAt(app, () => Date.now());
      const crash = (number: number) =>
        updateGameFrom(app.db, number, 'betting', { status: 'crashed', crashedAt: new Date() });
      const mine = await openNextGame(ctx, CONFIG, null, await scheduledGame(app));
      await crash(mine.game.number);

      // Another node made a new chain and played its first game on it.
      const theirs = await createChain(ctx.deps, CONFIG.chainLength);
      const onTheirs = await insertGame(app.db, {
        number: mine.game.number + 1,
        chainId: theirs.row.id,
        chainIndex: 1,
        hash: theirs.chain.gameHash(1),
        crashHundredths: 200n,
        status: 'crashed',
        bettingEndsAt: new Date(),
        crashAt: new Date(),
        crashedAt: new Date(),
      });
      const next = await openNextGame(ctx, CONFIG, mine.chain, onTheirs);
      expect(next.game).toMatchObject({ number: onTheirs.number + 1, chainId: theirs.row.id, chainIndex: 2 });
      expect(next.game.hash).toBe(theirs.chain.gameHash(2));
      expect(next.chain.row.id).toBe(theirs.row.id);
      await crash(next.game.number);

      // The last link of that chain is played: the next game opens a fresh chain at its first link.
      const last = await insertGame(app.db, {
        number: next.game.number + 1,
        chainId: theirs.row.id,
        chainIndex: CONFIG.chainLength,
        hash: theirs.chain.gameHash(CONFIG.chainLength),
        crashHundredths: 200n,
        status: 'crashed',
        bettingEndsAt: new Date(),
        crashAt: new Date(),
        crashedAt: new Date(),
      });
      const fresh = await openNextGame(ctx, CONFIG, next.chain, last);
      expect(fresh.chain.row.id).toBeGreaterThan(theirs.row.id);
      expect(fresh.game).toMatchObject({ number: last.number + 1, chainId: fresh.chain.row.id, chainIndex: 1 });
      await crash(fresh.game.number);
    });
  },
  IDLE_SCHEDULE,
);
