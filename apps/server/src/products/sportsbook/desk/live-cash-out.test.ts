import type { Envelope } from '@fortuna/contracts/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../../test/test-app';
import { sportsBets, sportsDeskMarkets } from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';
import { openSportsWindow, testDeps, walletBalance } from '../sportsbook-test-window';
import { deskCall, footballEvent, kickOffEvent, myBets, placeDesk, settleResult } from './desk-test-kit';

const START = 10_000_000n;
const STAKE = 50_000n;
/** The merchant's in-play delay here: long enough for the test to act within it on a busy machine. */
const DELAY_MS = 2_000;
/** When the test acts within the delay: well after the request's first check, well before its end. */
const WITHIN_DELAY_MS = 700;

const home = (eventId: number, odds = '2000') => ({ eventId, market: '1x2', selection: 'home', odds });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cashOutCall(app: FastifyInstance, token: string, betId: string, amount: string) {
  return app
    .inject({
      method: 'POST',
      url: `/sportsbook/api/bets/${betId}/cash-out`,
      headers: { authorization: `Bearer ${token}` },
      payload: { amount },
    })
    .then((answer) => answer.json<Envelope<{ paid: string }>>());
}

async function ledgerBalanced(deps: SportsDeps) {
  for (const total of await balanceSumsByCurrency(deps.db)) expect(total.total).toBe(0n);
}

async function statusOf(deps: SportsDeps, betId: string) {
  const [row] = await deps.db.select().from(sportsBets).where(eq(sportsBets.id, betId));
  return row?.status;
}

describeEachDatabase(
  'sportsbook: cash-out of live bets after the in-play delay',
  (use) => {
    /** A member with open singles on a match (placed before its start), the match then live. */
    async function liveBets(count: number) {
      const { app } = use();
      const deps = await testDeps(app);
      const window = await openSportsWindow(app, START);
      const rules = await deskCall(app, 'PUT', `/api/admin/sports/rules?merchantId=${window.member.merchantId}`, {
        inPlayDelayMs: DELAY_MS,
      });
      expect(rules).toMatchObject({ success: true });
      const eventId = await footballEvent(app);
      const betIds: string[] = [];
      for (let i = 0; i < count; i++) {
        const placed = await placeDesk(app, window.session.token, STAKE, [home(eventId)]);
        expect(placed.value?.bet.status).toBe('open');
        betIds.push(placed.value?.bet.id ?? '');
      }
      await kickOffEvent(deps, eventId);
      const [market] = await deps.db.select().from(sportsDeskMarkets).where(eq(sportsDeskMarkets.eventId, eventId));
      return { app, deps, token: window.session.token, eventId, marketId: market?.id ?? 0, betIds };
    }

    const offerOf = async (app: FastifyInstance, token: string, betId: string) =>
      (await myBets(app, token)).find((b) => b.id === betId)?.cashOut ?? null;

    it('offers a live bet its cash-out at the price now less the margin, and pays it exactly after the delay', async () => {
      const { app, deps, token, marketId, betIds } = await liveBets(1);
      const betId = betIds[0] ?? '';
      // Odds taken 2.00, now 2.50: 50,000 × 2.00 / 2.50 × (1 − 5%) = 38,000.
      await deskCall(app, 'PUT', `/api/admin/sports/markets/${marketId}`, {
        prices: [
          { selection: 'home', odds: '2500' },
          { selection: 'draw', odds: '3400' },
          { selection: 'away', odds: '3600' },
        ],
      });
      expect(await offerOf(app, token, betId)).toBe('38000');
      const started = Date.now();
      const answer = await cashOutCall(app, token, betId, '38000');
      expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 50);
      expect(answer).toMatchObject({ success: true, value: { paid: '38000' } });
      expect(await statusOf(deps, betId)).toBe('cashed_out');
      expect(await walletBalance(deps, token)).toBe(START - STAKE + 38_000n);
      // Paid once: a repeat is refused and moves nothing.
      expect(await cashOutCall(app, token, betId, '38000')).toMatchObject({
        success: false,
        code: 'SPORTS_CASH_OUT_UNAVAILABLE',
      });
      expect(await walletBalance(deps, token)).toBe(START - STAKE + 38_000n);
      await ledgerBalanced(deps);
    });

    it('refuses a live cash-out when a market was suspended within the delay, even if resumed, or the price moved', async () => {
      const { app, deps, token, marketId, betIds } = await liveBets(2);
      const [suspendedId, movedId] = betIds as [string, string];
      expect(await offerOf(app, token, suspendedId)).toBe('47500');

      const suspended = cashOutCall(app, token, suspendedId, '47500');
      await pause(WITHIN_DELAY_MS);
      await deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'suspended' });
      await deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'open' });
      expect(await suspended).toMatchObject({ success: false, code: 'SPORTS_CASH_OUT_SUSPENDED' });
      expect(await statusOf(deps, suspendedId)).toBe('open');

      const moved = cashOutCall(app, token, movedId, '47500');
      await pause(WITHIN_DELAY_MS);
      await deskCall(app, 'PUT', `/api/admin/sports/markets/${marketId}`, {
        prices: [
          { selection: 'home', odds: '1900' },
          { selection: 'draw', odds: '3400' },
          { selection: 'away', odds: '3600' },
        ],
      });
      // 50,000 × 2.00 / 1.90 × 95% = 50,000.
      expect(await moved).toMatchObject({
        success: false,
        code: 'SPORTS_CASH_OUT_CHANGED',
        value: { amount: '50000' },
      });
      expect(await statusOf(deps, movedId)).toBe('open');
      expect(await walletBalance(deps, token)).toBe(START - 2n * STAKE);
      await ledgerBalanced(deps);
    });

    it('a live cash-out racing settlement pays once: settled within the delay, the cash-out is refused', async () => {
      const { app, deps, token, eventId, betIds } = await liveBets(2);
      const [racedId, cashedId] = betIds as [string, string];
      // One bet is cashed out before the result: settlement leaves it alone.
      expect(await cashOutCall(app, token, cashedId, '47500')).toMatchObject({ success: true });
      // The other is settled while its cash-out waits: the cash-out is refused and only the win is paid.
      const raced = cashOutCall(app, token, racedId, '47500');
      await pause(WITHIN_DELAY_MS);
      await settleResult(app, eventId, 2, 1);
      expect(await raced).toMatchObject({ success: false, code: 'SPORTS_CASH_OUT_UNAVAILABLE' });
      expect(await statusOf(deps, racedId)).toBe('won');
      expect(await statusOf(deps, cashedId)).toBe('cashed_out');
      expect(await walletBalance(deps, token)).toBe(START - 2n * STAKE + 47_500n + 100_000n);
      await ledgerBalanced(deps);
    });
  },
  { SPORTS_ENABLED: 'true', SPORTS_ROUND_MS: '3600000', RATE_LIMIT_PER_MINUTE: '1000000' },
);
