import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../../test/test-app';
import { sportsBets, sportsDeskMarkets } from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';
import { openSportsWindow, testDeps, walletBalance } from '../sportsbook-test-window';
import { deskCall, footballEvent, kickOffEvent, myBets, placeDesk } from './desk-test-kit';
import { acceptHeldBets } from './in-play';

const START = 10_000_000n;
const STAKE = 50_000n;
/** The merchant's delay in these tests: long enough that only the test ends it (by moving the clock). */
const DELAY_MS = 30_000;

const home = (eventId: number, odds = '2000') => ({ eventId, market: '1x2', selection: 'home', odds });

/** The acceptance delay passes for the bet, as time passing would. */
async function delayPasses(deps: SportsDeps, betId: string) {
  await deps.db.update(sportsBets).set({ acceptAt: sql`now() - interval '1 second'` }).where(eq(sportsBets.id, betId));
}

async function marketIdOf(deps: SportsDeps, eventId: number, key: string): Promise<number> {
  const [market] = await deps.db.select().from(sportsDeskMarkets).where(eq(sportsDeskMarkets.eventId, eventId));
  if (!market || market.key !== key) throw new Error('market not found');
  return market.id;
}

describeEachDatabase(
  'sportsbook: in-play bets held for the merchant delay, then accepted or refused',
  (use) => {
    async function liveMatch() {
      const { app } = use();
      const deps = await testDeps(app);
      const window = await openSportsWindow(app, START);
      const rules = await deskCall(app, 'PUT', `/api/admin/sports/rules?merchantId=${window.member.merchantId}`, {
        inPlayDelayMs: DELAY_MS,
      });
      expect(rules).toMatchObject({ success: true });
      const eventId = await footballEvent(app);
      await kickOffEvent(deps, eventId);
      return { app, deps, ...window, eventId };
    }

    it('holds a bet on a live match without debiting it, then takes the stake once when the delay ends', async () => {
      const { app, deps, session, eventId } = await liveMatch();
      const events = await app.inject({ method: 'GET', url: `/sportsbook/api/events/${eventId}` });
      expect(events.json().value.status).toBe('live');

      const placed = await placeDesk(app, session.token, STAKE, [home(eventId)]);
      expect(placed).toMatchObject({ success: true, value: { bet: { status: 'accepting' } } });
      expect(placed.value?.bet.acceptAt).not.toBeNull();
      const betId = placed.value?.bet.id ?? '';
      expect(await walletBalance(deps, session.token)).toBe(START);
      // Not before its delay ends.
      expect(await acceptHeldBets(deps, betId)).toBe(0);

      await delayPasses(deps, betId);
      const decided = await Promise.all([acceptHeldBets(deps, betId), acceptHeldBets(deps), acceptHeldBets(deps)]);
      expect(decided.reduce((a, b) => a + b, 0)).toBe(1);
      expect((await myBets(app, session.token)).find((b) => b.id === betId)).toMatchObject({ status: 'open' });
      expect(await walletBalance(deps, session.token)).toBe(START - STAKE);
      for (const total of await balanceSumsByCurrency(deps.db)) expect(total.total).toBe(0n);
    });

    it('refuses a held bet whose market was suspended within the delay, even if resumed, and never debits it', async () => {
      const { app, deps, session, eventId } = await liveMatch();
      const marketId = await marketIdOf(deps, eventId, '1x2');
      const placed = await placeDesk(app, session.token, STAKE, [home(eventId)]);
      const betId = placed.value?.bet.id ?? '';
      expect(placed.value?.bet.status).toBe('accepting');

      await deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'suspended' });
      await deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'open' });
      await delayPasses(deps, betId);
      expect(await acceptHeldBets(deps)).toBeGreaterThanOrEqual(1);
      const [row] = await deps.db.select().from(sportsBets).where(eq(sportsBets.id, betId));
      expect(row?.status).toBe('refused');
      expect(await walletBalance(deps, session.token)).toBe(START);

      // A bet placed after the suspension is not touched by it.
      const after = await placeDesk(app, session.token, STAKE, [home(eventId)]);
      const afterId = after.value?.bet.id ?? '';
      await delayPasses(deps, afterId);
      await acceptHeldBets(deps, afterId);
      expect((await myBets(app, session.token)).find((b) => b.id === afterId)?.status).toBe('open');
      expect(await walletBalance(deps, session.token)).toBe(START - STAKE);
      for (const total of await balanceSumsByCurrency(deps.db)) expect(total.total).toBe(0n);
    });

    it("applies the player's odds policy to a price that moved within the delay", async () => {
      const { app, deps, session, eventId } = await liveMatch();
      const marketId = await marketIdOf(deps, eventId, '1x2');
      const asked = await placeDesk(app, session.token, STAKE, [home(eventId)], 'ask');
      const higher = await placeDesk(app, session.token, STAKE, [home(eventId)], 'higher');
      const lower = await placeDesk(app, session.token, STAKE, [home(eventId)], 'higher');
      const prices = (h: string) => ({
        prices: [
          { selection: 'home', odds: h },
          { selection: 'draw', odds: '3400' },
          { selection: 'away', odds: '3600' },
        ],
      });
      await deskCall(app, 'PUT', `/api/admin/sports/markets/${marketId}`, prices('2100'));
      for (const bet of [asked, higher]) await delayPasses(deps, bet.value?.bet.id ?? '');
      await acceptHeldBets(deps);
      await deskCall(app, 'PUT', `/api/admin/sports/markets/${marketId}`, prices('1900'));
      await delayPasses(deps, lower.value?.bet.id ?? '');
      await acceptHeldBets(deps);

      const bets = await myBets(app, session.token);
      const byId = (id?: string) => bets.find((b) => b.id === id);
      // `ask`: refused (not listed); `higher` with 2.10: taken at 2.10; `higher` with 1.90: refused.
      expect(byId(asked.value?.bet.id)).toBeUndefined();
      expect(byId(higher.value?.bet.id)).toMatchObject({ status: 'open', legs: [{ odds: '2100' }] });
      expect(byId(lower.value?.bet.id)).toBeUndefined();
      expect(await walletBalance(deps, session.token)).toBe(START - STAKE);
    });

    it('takes a bet before the start at once, without a delay', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const eventId = await footballEvent(app);
      const placed = await placeDesk(app, session.token, STAKE, [home(eventId)]);
      expect(placed).toMatchObject({ success: true, value: { bet: { status: 'open', acceptAt: null } } });
      expect(await walletBalance(deps, session.token)).toBe(START - STAKE);
    });
  },
  { SPORTS_ENABLED: 'true', SPORTS_ROUND_MS: '3600000', RATE_LIMIT_PER_MINUTE: '1000000' },
);
