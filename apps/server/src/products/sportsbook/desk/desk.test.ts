import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { balanceSumsByCurrency } from '../../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../../test/test-app';
import { sportsBets, sportsDeskEvents, sportsDeskSettlements } from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';
import { openSportsWindow, testDeps, walletBalance } from '../sportsbook-test-window';
import { finishClaimedCashOuts } from './cash-out';
import { settleDeskBets } from './desk-settlement';
import { deskCall, footballEvent, kickOffEvent, myBets, placeDesk, settleResult } from './desk-test-kit';

const START = 10_000_000n;
const MAX_PER_SELECTION = 1_000_000n;

async function ledgerBalanced(deps: SportsDeps) {
  for (const total of await balanceSumsByCurrency(deps.db)) expect(total.total).toBe(0n);
}

const home = (eventId: number, odds = '2000') => ({ eventId, market: '1x2', selection: 'home', odds });

describeEachDatabase(
  'sportsbook: the trading desk, desk bets, settlement, corrections and cash-out',
  (use) => {
    it('creates events and markets per sport, audits every action, and a result is approved only by another staff member', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const eventId = await footballEvent(app, [
        {
          kind: 'ah',
          line: -3,
          prices: [
            { selection: 'home', odds: '1950' },
            { selection: 'away', odds: '1950' },
          ],
        },
        {
          kind: 'ou',
          line: 10,
          prices: [
            { selection: 'over', odds: '2100' },
            { selection: 'under', odds: '1800' },
          ],
          marginBp: 500,
        },
      ]);
      const detail = await deskCall<{ markets: { key: string; selections: { odds: string }[] }[] }>(
        app,
        'GET',
        `/api/admin/sports/events/${eventId}`,
      );
      expect(detail.value?.markets.map((m) => m.key)).toEqual(['1x2', 'ah:-3', 'ou:10']);
      // A margin over fair odds: 2.10 × 0.95 = 1.995 → 1.99; 1.80 × 0.95 = 1.71.
      expect(detail.value?.markets[2]?.selections.map((s) => s.odds)).toEqual(['1990', '1710']);

      const wrong = [
        {
          kind: 'mw',
          prices: [
            { selection: 'home', odds: '1500' },
            { selection: 'away', odds: '2500' },
          ],
        },
        {
          kind: 'ou',
          prices: [
            { selection: 'over', odds: '1900' },
            { selection: 'under', odds: '1900' },
          ],
        },
        {
          kind: 'btts',
          prices: [
            { selection: 'yes', odds: '1900' },
            { selection: 'maybe', odds: '1900' },
          ],
        },
      ];
      for (const market of wrong) {
        expect(await deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/markets`, market)).toMatchObject({
          success: false,
          code: 'SPORTS_DESK_BAD_MARKET',
        });
      }
      const esports = await deskCall<{ id: number }>(app, 'POST', '/api/admin/sports/events', {
        sport: 'cs2',
        league: 'IEM',
        home: 'Vitality',
        away: 'NAVI',
        startsAt: new Date(Date.now() + 7200_000).toISOString(),
      });
      const mapMarket = {
        kind: 'map',
        line: 1,
        prices: [
          { selection: 'home', odds: '1700' },
          { selection: 'away', odds: '2100' },
        ],
      };
      expect(
        await deskCall(app, 'POST', `/api/admin/sports/events/${esports.value?.id}/markets`, mapMarket),
      ).toMatchObject({ success: true });

      // A result before the start is refused; after it, the one who entered it cannot approve it.
      expect(
        await deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/results`, { home: 1, away: 0 }),
      ).toMatchObject({
        success: false,
        code: 'SPORTS_DESK_STATE',
      });
      await kickOffEvent(deps, eventId);
      const entered = await deskCall<{ id: number }>(app, 'POST', `/api/admin/sports/events/${eventId}/results`, {
        home: 1,
        away: 0,
      });
      expect(await deskCall(app, 'POST', `/api/admin/sports/results/${entered.value?.id}/approve`)).toMatchObject({
        success: false,
        code: 'SPORTS_DESK_SAME_STAFF',
      });
      expect(
        await deskCall(app, 'POST', `/api/admin/sports/results/${entered.value?.id}/approve`, undefined, 'trader'),
      ).toMatchObject({ success: true });
      const actions = (await deps.db.select().from(auditLog).where(eq(auditLog.targetType, 'sports'))).map(
        (a) => a.action,
      );
      for (const action of [
        'sports.event.create',
        'sports.market.create',
        'sports.result.enter',
        'sports.result.approve',
      ]) {
        expect(actions).toContain(action);
      }
    });

    it('refuses bad bets with a clear error and no debit: unknown selection, over the limits, closed market', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session, member } = await openSportsWindow(app, START);
      // In-play bets here wait until the test ends: only acceptance tests end the delay.
      await deskCall(app, 'PUT', `/api/admin/sports/rules?merchantId=${member.merchantId}`, { inPlayDelayMs: 30_000 });
      const eventId = await footballEvent(app);
      const cases: [string, Promise<unknown>][] = [
        [
          'SPORTS_SELECTION_UNKNOWN',
          placeDesk(app, session.token, 10_000n, [{ ...home(eventId), selection: 'nobody' }]),
        ],
        ['SPORTS_SELECTION_UNKNOWN', placeDesk(app, session.token, 10_000n, [{ ...home(eventId), market: 'ou:10' }])],
        ['SPORTS_SELECTION_UNKNOWN', placeDesk(app, session.token, 10_000n, [home(999_999)])],
        ['SPORTS_STAKE_TOO_HIGH', placeDesk(app, session.token, MAX_PER_SELECTION + 1n, [home(eventId)])],
        ['SPORTS_ODDS_CHANGED', placeDesk(app, session.token, 10_000n, [home(eventId, '2100')])],
      ];
      for (const [code, answer] of cases) expect(await answer).toMatchObject({ success: false, code });
      // The maximum per selection counts the member's earlier stakes on it.
      expect(await placeDesk(app, session.token, MAX_PER_SELECTION - 10_000n, [home(eventId)])).toMatchObject({
        success: true,
      });
      expect(await placeDesk(app, session.token, 20_000n, [home(eventId)])).toMatchObject({
        success: false,
        code: 'SPORTS_SELECTION_LIMIT',
      });
      // Placements at once cannot together pass it either: 4 × 400 000 against a maximum of 1 000 000 on 'away'.
      const away = { eventId, market: '1x2', selection: 'away', odds: '3600' };
      const together = await Promise.all(
        Array.from({ length: 4 }, () => placeDesk(app, session.token, 400_000n, [away])),
      );
      expect(together.filter((a) => a.success)).toHaveLength(2);
      for (const answer of together) if (!answer.success) expect(answer.code).toBe('SPORTS_SELECTION_LIMIT');
      const detail = await deskCall<{ markets: { id: number }[] }>(app, 'GET', `/api/admin/sports/events/${eventId}`);
      const marketId = detail.value?.markets[0]?.id;
      await deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'suspended' });
      const draw = { eventId, market: '1x2', selection: 'draw', odds: '3400' };
      expect(await placeDesk(app, session.token, 10_000n, [draw])).toMatchObject({
        success: false,
        code: 'SPORTS_MARKET_CLOSED',
      });
      await deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'open' });
      await deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/status`, { status: 'suspended' });
      expect(await placeDesk(app, session.token, 10_000n, [draw])).toMatchObject({
        success: false,
        code: 'SPORTS_MARKET_CLOSED',
      });
      await deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/status`, { status: 'open' });
      await kickOffEvent(deps, eventId);
      // Started: an in-play bet, held for the acceptance delay and not debited meanwhile (in-play.test.ts).
      expect(await placeDesk(app, session.token, 10_000n, [draw])).toMatchObject({
        success: true,
        value: { bet: { status: 'accepting' } },
      });
      expect(await walletBalance(deps, session.token)).toBe(START - (MAX_PER_SELECTION - 10_000n) - 800_000n);
    });

    it('placements racing a suspension or an odds change land at a price the member accepted or are refused without a debit', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const eventId = await footballEvent(app);
      const detail = await deskCall<{ markets: { id: number }[] }>(app, 'GET', `/api/admin/sports/events/${eventId}`);
      const marketId = detail.value?.markets[0]?.id;

      const racing = Array.from({ length: 6 }, () => placeDesk(app, session.token, 10_000n, [home(eventId)]));
      const suspend = deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'suspended' });
      const [answers] = await Promise.all([Promise.all(racing), suspend]);
      for (const answer of answers) if (!answer.success) expect(answer.code).toBe('SPORTS_MARKET_CLOSED');
      const accepted = answers.filter((a) => a.success).length;
      expect(await walletBalance(deps, session.token)).toBe(START - BigInt(accepted) * 10_000n);
      await deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'open' });

      // The price moves up to 2.20 while members place at 2.00: `ask` is refused, `higher` takes 2.20.
      const prices = (h: string) => ({
        prices: [
          { selection: 'home', odds: h },
          { selection: 'draw', odds: '3400' },
          { selection: 'away', odds: '3600' },
        ],
      });
      const asks = Array.from({ length: 4 }, () => placeDesk(app, session.token, 10_000n, [home(eventId)], 'ask'));
      const change = deskCall(app, 'PUT', `/api/admin/sports/markets/${marketId}`, prices('2200'));
      const [askAnswers] = await Promise.all([Promise.all(asks), change]);
      for (const answer of askAnswers) {
        if (answer.success) expect(answer.value?.bet.legs[0]?.odds).toBe('2000');
        else expect(answer.code).toBe('SPORTS_ODDS_CHANGED');
      }
      const higher = await placeDesk(app, session.token, 10_000n, [home(eventId)], 'higher');
      expect(higher.value?.bet.legs[0]?.odds).toBe('2200');
      await deskCall(app, 'PUT', `/api/admin/sports/markets/${marketId}`, prices('1800'));
      expect(await placeDesk(app, session.token, 10_000n, [home(eventId, '2200')], 'higher')).toMatchObject({
        success: false,
        code: 'SPORTS_ODDS_CHANGED',
      });
      const any = await placeDesk(app, session.token, 10_000n, [home(eventId, '2200')], 'any');
      expect(any.value?.bet.legs[0]?.odds).toBe('1800');
      const placed = accepted + askAnswers.filter((a) => a.success).length + 2;
      expect(await walletBalance(deps, session.token)).toBe(START - BigInt(placed) * 10_000n);
    });

    it('settles on approval once, re-settles a corrected result by the difference once (paid or taken back), and a void leg counts 1.00 in a parlay', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const first = await footballEvent(app);
      const second = await footballEvent(app);
      const single = await placeDesk(app, session.token, 10_000n, [home(first)]);
      const parlay = await placeDesk(app, session.token, 10_000n, [home(first), home(second)]);
      expect(single.success && parlay.success).toBe(true);
      const afterStakes = START - 20_000n;
      // The second event is cancelled: the parlay goes on as a single of its first leg.
      expect(await deskCall(app, 'POST', `/api/admin/sports/events/${second}/cancel`)).toMatchObject({ success: true });
      expect(await deskCall(app, 'POST', `/api/admin/sports/events/${second}/cancel`)).toMatchObject({
        success: false,
        code: 'SPORTS_DESK_STATE',
      });

      await kickOffEvent(deps, first);
      await settleResult(app, first, 1, 1);
      await Promise.all([settleDeskBets(deps), settleDeskBets(deps)]);
      expect(await walletBalance(deps, session.token)).toBe(afterStakes);
      // Corrected to 2-1: both bets now win, the difference is paid once however often settlement runs.
      await settleResult(app, first, 2, 1);
      await Promise.all([settleDeskBets(deps), settleDeskBets(deps), settleDeskBets(deps)]);
      expect(await walletBalance(deps, session.token)).toBe(afterStakes + 20_000n + 20_000n);
      const bets = await myBets(app, session.token);
      expect(bets.map((b) => b.status).sort()).toEqual(['won', 'won']);
      // Corrected again to 0-1: both bets lose, and what the corrections paid is taken back, once.
      await settleResult(app, first, 0, 1);
      await Promise.all([settleDeskBets(deps), settleDeskBets(deps)]);
      expect(await walletBalance(deps, session.token)).toBe(afterStakes);
      expect((await myBets(app, session.token)).map((b) => b.status).sort()).toEqual(['lost', 'lost']);
      const rows = await deps.db
        .select()
        .from(sportsDeskSettlements)
        .where(eq(sportsDeskSettlements.betId, single.value?.bet.id ?? ''));
      expect(rows.map((r) => [r.version, r.deltaMinor]).sort()).toEqual([
        [1, 0n],
        [2, 20_000n],
        [3, -20_000n],
      ]);
      await ledgerBalanced(deps);
    });

    it('settles only events whose result changed, and an event with a bet still being placed when it was decided again later', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const eventId = await footballEvent(app);
      const generations = async () => {
        const [row] = await deps.db
          .select({ due: sportsDeskEvents.settleGeneration, done: sportsDeskEvents.settledGeneration })
          .from(sportsDeskEvents)
          .where(eq(sportsDeskEvents.id, eventId));
        return row;
      };
      expect(await generations()).toEqual({ due: 0, done: 0 });
      const settled = await placeDesk(app, session.token, 10_000n, [home(eventId)]);
      const inFlight = await placeDesk(app, session.token, 10_000n, [home(eventId)]);
      const inFlightId = inFlight.value?.bet.id ?? '';
      // As if its stake were still being taken when the result came: a pass leaves it and reads the event again.
      await deps.db.update(sportsBets).set({ status: 'pending' }).where(eq(sportsBets.id, inFlightId));
      await kickOffEvent(deps, eventId);
      await settleResult(app, eventId, 2, 1);
      await settleDeskBets(deps);
      expect(await generations()).toEqual({ due: 1, done: 0 });
      expect((await myBets(app, session.token)).find((b) => b.id === settled.value?.bet.id)?.status).toBe('won');
      await deps.db.update(sportsBets).set({ status: 'open' }).where(eq(sportsBets.id, inFlightId));
      expect(await settleDeskBets(deps)).toBe(1);
      expect(await generations()).toEqual({ due: 1, done: 1 });
      expect(await settleDeskBets(deps)).toBe(0);
      expect(await walletBalance(deps, session.token)).toBe(START + 20_000n);
      // A correction raises the generation, and the next pass re-settles by the difference.
      await settleResult(app, eventId, 0, 1);
      await settleDeskBets(deps);
      expect(await generations()).toEqual({ due: 2, done: 2 });
      expect(await walletBalance(deps, session.token)).toBe(START - 20_000n);
      await ledgerBalanced(deps);
    });

    it('cancelling an event voids its open bets once and refunds the stakes', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const eventId = await footballEvent(app);
      await placeDesk(app, session.token, 10_000n, [home(eventId)]);
      await placeDesk(app, session.token, 30_000n, [{ eventId, market: '1x2', selection: 'away', odds: '3600' }]);
      expect(await walletBalance(deps, session.token)).toBe(START - 40_000n);
      await Promise.all([
        deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/cancel`),
        deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/cancel`, undefined, 'trader'),
      ]);
      await Promise.all([settleDeskBets(deps), settleDeskBets(deps)]);
      expect(await walletBalance(deps, session.token)).toBe(START);
      expect((await myBets(app, session.token)).map((b) => b.status)).toEqual(['void', 'void']);
      await ledgerBalanced(deps);
    });

    it('a settlement or a cash-out cut short after the wallet paid is finished by the repair pass without paying twice', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const settledEvent = await footballEvent(app);
      const cashedEvent = await footballEvent(app);
      const won = await placeDesk(app, session.token, 10_000n, [home(settledEvent)]);
      const cashed = await placeDesk(app, session.token, 10_000n, [home(cashedEvent)]);
      const wonId = won.value?.bet.id ?? '';
      const cashedId = cashed.value?.bet.id ?? '';
      // A crash between the wallet and the record: the wallet has paid, the bets still show their claims.
      await kickOffEvent(deps, settledEvent);
      await deps.db
        .update(sportsBets)
        .set({ status: 'settling', claimVersion: 1, claimPayoutMinor: 20_000n })
        .where(eq(sportsBets.id, wonId));
      await deps.wallet.settle([
        { type: 'win', transactionId: `${wonId}-win`, roundId: wonId, amount: 20_000n, endRound: true },
      ]);
      await deps.db
        .update(sportsBets)
        .set({ status: 'cashing', claimPayoutMinor: 9_500n })
        .where(eq(sportsBets.id, cashedId));
      await deps.wallet.settle([
        { type: 'win', transactionId: `${cashedId}-win`, roundId: cashedId, amount: 9_500n, endRound: true },
      ]);
      // The result 1-0 the claim was made for is approved now (an approval settles what is ready).
      await settleResult(app, settledEvent, 1, 0);
      const paid = START - 20_000n + 20_000n + 9_500n;
      expect(await walletBalance(deps, session.token)).toBe(paid);

      await Promise.all([
        finishClaimedCashOuts(deps),
        finishClaimedCashOuts(deps),
        settleDeskBets(deps),
        settleDeskBets(deps),
      ]);
      expect(await walletBalance(deps, session.token)).toBe(paid);
      const rows = await deps.db
        .select()
        .from(sportsBets)
        .where(inArray(sportsBets.id, [wonId, cashedId]));
      expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.payoutMinor]]))).toEqual({
        [wonId]: ['won', 20_000n],
        [cashedId]: ['cashed_out', 9_500n],
      });
      await ledgerBalanced(deps);
    });

    it('cash-out races a cancellation: the bet is cashed out or voided, never both, and the money is exact', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      for (let round = 0; round < 3; round++) {
        const eventId = await footballEvent(app);
        const placed = await placeDesk(app, session.token, 10_000n, [home(eventId)]);
        const bet = (await myBets(app, session.token)).find((b) => b.id === placed.value?.bet.id);
        // Odds unchanged: 10 000 × 2.00/2.00 × 0.95.
        expect(bet?.cashOut).toBe('9500');
        const before = await walletBalance(deps, session.token);
        const [cashed] = await Promise.all([
          app.inject({
            method: 'POST',
            url: `/sportsbook/api/bets/${bet?.id}/cash-out`,
            headers: { authorization: `Bearer ${session.token}` },
            payload: { amount: '9500' },
          }),
          deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/cancel`),
        ]);
        await settleDeskBets(deps);
        const [row] = await deps.db
          .select()
          .from(sportsBets)
          .where(eq(sportsBets.id, bet?.id ?? ''));
        const after = await walletBalance(deps, session.token);
        if (cashed.json().success) {
          expect(row?.status).toBe('cashed_out');
          expect(after - before).toBe(9_500n);
        } else {
          expect(cashed.json().code).toBe('SPORTS_CASH_OUT_UNAVAILABLE');
          expect(row?.status).toBe('void');
          expect(after - before).toBe(10_000n);
        }
      }
      // No cash-out on a suspended market, nor at a stale price.
      const eventId = await footballEvent(app);
      const placed = await placeDesk(app, session.token, 10_000n, [home(eventId)]);
      const detail = await deskCall<{ markets: { id: number }[] }>(app, 'GET', `/api/admin/sports/events/${eventId}`);
      const marketId = detail.value?.markets[0]?.id;
      const prices = {
        prices: [
          { selection: 'home', odds: '1600' },
          { selection: 'draw', odds: '3400' },
          { selection: 'away', odds: '3600' },
        ],
      };
      await deskCall(app, 'PUT', `/api/admin/sports/markets/${marketId}`, prices);
      const stale = await app.inject({
        method: 'POST',
        url: `/sportsbook/api/bets/${placed.value?.bet.id}/cash-out`,
        headers: { authorization: `Bearer ${session.token}` },
        payload: { amount: '9500' },
      });
      // 10 000 × 2.00/1.60 × 0.95 = 11 875.
      expect(stale.json()).toMatchObject({
        success: false,
        code: 'SPORTS_CASH_OUT_CHANGED',
        value: { amount: '11875' },
      });
      await deskCall(app, 'POST', `/api/admin/sports/markets/${marketId}/status`, { status: 'suspended' });
      expect((await myBets(app, session.token)).find((b) => b.id === placed.value?.bet.id)?.cashOut).toBeNull();
      await ledgerBalanced(deps);
    });
  },
  {
    SPORTS_ENABLED: 'true',
    SPORTS_ROUND_MS: '3600000',
    SPORTS_MAX_STAKE: String(MAX_PER_SELECTION),
    RATE_LIMIT_PER_MINUTE: '1000000',
  },
);
