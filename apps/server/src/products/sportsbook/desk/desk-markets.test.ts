import type { SportsResult } from '@fortuna/contracts/sportsbook-desk';
import { expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../../test/test-app';
import type { SportsDeps } from '../sportsbook-deps';
import { openSportsWindow, testDeps, walletBalance } from '../sportsbook-test-window';
import { deskCall, footballEvent, kickOffEvent, myBets, placeDesk, settleResult } from './desk-test-kit';

const START = 10_000_000n;

async function ledgerBalanced(deps: SportsDeps) {
  for (const total of await balanceSumsByCurrency(deps.db)) expect(total.total).toBe(0n);
}

/** Enters a result with the fields given as `admin` and approves it as `trader`. */
async function approveResult(app: Parameters<typeof deskCall>[0], eventId: number, result: object) {
  const entered = await deskCall<{ id: number }>(app, 'POST', `/api/admin/sports/events/${eventId}/results`, result);
  if (!entered.value) throw new Error(`result refused: ${JSON.stringify(entered)}`);
  const approved = await deskCall(
    app,
    'POST',
    `/api/admin/sports/results/${entered.value.id}/approve`,
    undefined,
    'trader',
  );
  expect(approved).toMatchObject({ success: true });
}

describeEachDatabase(
  'sportsbook: first-half markets, outrights with dead heat, system bets, results',
  (use) => {
    it('settles first-half 1X2, handicap and totals on the half-time score, and voids them without one', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const firstHalf = [
        {
          kind: 'h1x2' as const,
          prices: [
            { selection: 'home', odds: '2500' },
            { selection: 'draw', odds: '2200' },
            { selection: 'away', odds: '4000' },
          ],
        },
        {
          kind: 'hou' as const,
          line: 6,
          prices: [
            { selection: 'over', odds: '2400' },
            { selection: 'under', odds: '1550' },
          ],
        },
        {
          kind: 'hah' as const,
          line: -3,
          prices: [
            { selection: 'home', odds: '1900' },
            { selection: 'away', odds: '1900' },
          ],
        },
      ];
      const eventId = await footballEvent(app, firstHalf);
      const noHalf = await footballEvent(app, firstHalf);
      const leg = (id: number, market: string, selection: string, odds: string) => ({
        eventId: id,
        market,
        selection,
        odds,
      });
      const bets = [
        await placeDesk(app, session.token, 10_000n, [leg(eventId, 'h1x2', 'home', '2500')]),
        await placeDesk(app, session.token, 10_000n, [leg(eventId, 'hou:6', 'over', '2400')]),
        await placeDesk(app, session.token, 10_000n, [leg(eventId, 'hah:-3', 'home', '1900')]),
        await placeDesk(app, session.token, 10_000n, [leg(noHalf, 'h1x2', 'home', '2500')]),
      ].map((b) => b.value?.bet.id);
      expect(bets.every(Boolean)).toBe(true);
      await kickOffEvent(deps, eventId);
      await kickOffEvent(deps, noHalf);
      // A half-time score above the final one is refused.
      expect(
        await deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/results`, {
          home: 1,
          away: 2,
          half: { home: 2, away: 0 },
        }),
      ).toMatchObject({ success: false, code: 'SPORTS_DESK_BAD_RESULT' });
      // Half-time 1-0 (total 1), full time 1-2.
      await approveResult(app, eventId, { home: 1, away: 2, half: { home: 1, away: 0 } });
      await settleResult(app, noHalf, 2, 0);

      const mine = await myBets(app, session.token);
      const payout = (id?: string) => mine.find((b) => b.id === id)?.payout;
      expect(payout(bets[0])).toBe('25000'); // first-half home at 2.50
      expect(payout(bets[1])).toBe('0'); // over 1.5 first-half goals with 1
      expect(payout(bets[2])).toBe('14500'); // home −0.75 on 1-0: half win, (1.90 + 1) / 2
      expect(mine.find((b) => b.id === bets[3])).toMatchObject({ status: 'void', payout: '10000' });
      expect(await walletBalance(deps, session.token)).toBe(START - 40_000n + 25_000n + 14_500n + 10_000n);

      const results = (await app.inject({ method: 'GET', url: '/sportsbook/api/results' })).json<{
        value: SportsResult[];
      }>().value;
      const shown = results.find((r) => r.id === eventId);
      expect(shown).toMatchObject({ status: 'finished', score: { home: 1, away: 2 }, half: { home: 1, away: 0 } });
      expect(shown?.markets.find((m) => m.key === '1x2')?.selections.find((s) => s.outcome === 'win')?.code).toBe(
        'away',
      );
      expect(shown?.markets.find((m) => m.key === 'hah:-3')?.selections.map((s) => s.outcome)).toEqual([
        'half_win',
        'half_lose',
      ]);
      await ledgerBalanced(deps);
    });

    it('settles an outright on its winners, a dead heat paying full odds on the share of the stake', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const created = await deskCall<{ id: number }>(app, 'POST', '/api/admin/sports/outrights', {
        sport: 'football',
        league: 'V.League 1',
        title: 'V.League 1 2026 winner',
        closesAt: new Date(Date.now() + 3600_000).toISOString(),
        contenders: [
          { name: 'Hà Nội FC', odds: '3000' },
          { name: 'Công An Hà Nội', odds: '3500' },
          { name: 'Thép Xanh Nam Định', odds: '4500' },
        ],
      });
      const outrightId = created.value?.id ?? 0;
      expect(outrightId).toBeGreaterThan(0);
      const event = (await app.inject({ method: 'GET', url: `/sportsbook/api/events/${outrightId}` })).json().value;
      expect(event).toMatchObject({ kind: 'outright', status: 'open', home: 'V.League 1 2026 winner' });
      expect(event.markets[0].selections[1]).toEqual({ code: 't2', name: 'Công An Hà Nội', odds: '3500' });

      const pick = (selection: string, odds: string) => [{ eventId: outrightId, market: 'win', selection, odds }];
      const onFirst = await placeDesk(app, session.token, 10_001n, pick('t1', '3000'));
      const onSecond = await placeDesk(app, session.token, 20_000n, pick('t2', '3500'));
      const onThird = await placeDesk(app, session.token, 30_000n, pick('t3', '4500'));
      expect(onFirst.value?.bet.legs[0]?.selectionName).toBe('Hà Nội FC');
      await kickOffEvent(deps, outrightId);
      // Closed at its start: no in-play on outrights.
      expect(await placeDesk(app, session.token, 10_000n, pick('t1', '3000'))).toMatchObject({
        success: false,
        code: 'SPORTS_MARKET_CLOSED',
      });
      expect(
        await deskCall(app, 'POST', `/api/admin/sports/events/${outrightId}/results`, {
          home: 0,
          away: 0,
          winners: ['t9'],
        }),
      ).toMatchObject({ success: false, code: 'SPORTS_DESK_BAD_RESULT' });
      // Two clubs tie on points for the title: a dead heat, each paid at full odds on half the stake.
      await approveResult(app, outrightId, { home: 0, away: 0, winners: ['t1', 't2'] });

      const mine = await myBets(app, session.token);
      const byId = (id?: string) => mine.find((b) => b.id === id);
      expect(byId(onFirst.value?.bet.id)).toMatchObject({
        status: 'won',
        payout: '15001',
        legs: [{ result: 'dead_heat:1/2' }],
      });
      expect(byId(onSecond.value?.bet.id)).toMatchObject({ status: 'won', payout: '35000' });
      expect(byId(onThird.value?.bet.id)).toMatchObject({ status: 'lost', payout: '0' });
      expect(await walletBalance(deps, session.token)).toBe(START - 60_001n + 15_001n + 35_000n);
      await ledgerBalanced(deps);
    });

    it('pays each combination of a system bet, a void leg counting 1.00 in its combinations', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const a = await footballEvent(app);
      const b = await footballEvent(app);
      const c = await footballEvent(app);
      const legs = [a, b, c].map((eventId) => ({ eventId, market: '1x2', selection: 'home', odds: '2000' }));
      expect(await placeDesk(app, session.token, 10_000n, legs.slice(0, 2), 'ask', [1, 2])).toMatchObject({
        success: false,
        code: 'SPORTS_SYSTEM_INVALID',
      });
      // 2/3: three doubles at 10,000 each, 30,000 in all.
      const placed = await placeDesk(app, session.token, 10_000n, legs, 'ask', [2]);
      expect(placed).toMatchObject({
        success: true,
        value: { bet: { kind: 'system', stake: '30000', system: { sizes: [2], lines: 3 }, potentialReturn: '120000' } },
      });
      expect(await walletBalance(deps, session.token)).toBe(START - 30_000n);

      const detail = await deskCall<{ markets: { id: number }[] }>(app, 'GET', `/api/admin/sports/events/${b}`);
      await deskCall(app, 'POST', `/api/admin/sports/markets/${detail.value?.markets[0]?.id}/void`);
      for (const id of [a, c]) await kickOffEvent(deps, id);
      await settleResult(app, a, 2, 0);
      await settleResult(app, c, 3, 1);

      // A×B: 2.00 × 1.00, A×C: 2.00 × 2.00, B×C: 1.00 × 2.00 → 20,000 + 40,000 + 20,000.
      const bet = (await myBets(app, session.token)).find((x) => x.id === placed.value?.bet.id);
      expect(bet).toMatchObject({ status: 'won', payout: '80000' });
      expect(bet?.legs.map((l) => l.result)).toEqual(['win', 'void', 'win']);
      expect(await walletBalance(deps, session.token)).toBe(START - 30_000n + 80_000n);
      await ledgerBalanced(deps);
    });
  },
  { SPORTS_ENABLED: 'true', SPORTS_ROUND_MS: '3600000', RATE_LIMIT_PER_MINUTE: '1000000' },
);
