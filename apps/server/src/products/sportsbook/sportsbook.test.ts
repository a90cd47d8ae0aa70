import { createHash } from 'node:crypto';
import { SPORTS_PATHS } from '@fortuna/contracts/sportsbook';
import { playMatch } from '@fortuna/games/sportsbook/football-model';
import { betPayout, type LegResult, parseMarketKey, settleSelection } from '@fortuna/games/sportsbook/settlement';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../test/test-app';
import { winItem } from '../kit/bet-wallet';
import { WalletUnreachable } from '../kit/wallet-call';
import { placeBet } from './bet-placement';
import { settleReadyBets } from './bet-settlement';
import { sportsBets } from './sportsbook.schema';
import type { SportsDeps } from './sportsbook-deps';
import { sportsSessionOf } from './sportsbook-sessions';
import { legOf, openRounds, openSportsWindow, placeOver, testDeps, walletBalance } from './sportsbook-test-window';
import { finishRound, kickOff, teamOf, voidRound } from './virtual-league';

const START = 10_000_000n;

async function ledgerBalanced(deps: SportsDeps) {
  for (const total of await balanceSumsByCurrency(deps.db)) expect(total.total).toBe(0n);
}

describeEachDatabase(
  'sportsbook: virtual football through the seamless wallet',
  (use) => {
    it('lists open rounds with a committed seed hash and refuses bad bets with a clear error and no debit', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const [round, next] = await openRounds(app, deps);
      if (!round || !next) throw new Error('no open rounds');
      expect(round.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(round.seed).toBeNull();
      expect(round.events).toHaveLength(4);
      expect(round.events[0]?.markets.map((m) => m.key.split(':')[0])).toEqual(['1x2', 'ou', 'ah', 'btts', 'cs']);

      const home = legOf(round, 0, '1x2', 'home');
      const cases: [string, ReturnType<typeof placeOver>][] = [
        ['SPORTS_SELECTION_UNKNOWN', placeOver(app, session.token, 10_000n, [{ ...home, selection: 'nobody' }])],
        ['SPORTS_SELECTION_UNKNOWN', placeOver(app, session.token, 10_000n, [{ ...home, eventId: 999_999 }])],
        ['SPORTS_STAKE_TOO_HIGH', placeOver(app, session.token, deps.config.maxStake + 1n, [home])],
        ['SPORTS_STAKE_TOO_LOW', placeOver(app, session.token, 1n, [home])],
        ['SPORTS_ODDS_CHANGED', placeOver(app, session.token, 10_000n, [{ ...home, odds: '9999' }])],
        ['SPORTS_SAME_EVENT', placeOver(app, session.token, 10_000n, [home, legOf(round, 0, 'btts', 'yes')])],
      ];
      for (const [code, answer] of cases) expect(await answer).toMatchObject({ success: false, code });
      const unauthenticated = await placeOver(app, 'not-a-token', 10_000n, [home]);
      expect(unauthenticated).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
      expect(await walletBalance(deps, session.token)).toBe(START);

      // A closed market: the round kicked off.
      await kickOff(deps, round.id);
      expect(await placeOver(app, session.token, 10_000n, [home])).toMatchObject({
        success: false,
        code: 'SPORTS_MARKET_CLOSED',
      });
      expect(await walletBalance(deps, session.token)).toBe(START);
      await finishRound(deps, round.id);
      await settleReadyBets(deps);
    });

    it('settles singles and parlays from the played score, pays once however often settlement runs, and the reveal matches the hash', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const [round] = await openRounds(app, deps);
      if (!round) throw new Error('no open round');
      const legs = [legOf(round, 0, '1x2', 'home'), legOf(round, 1, 'ou:10', 'over'), legOf(round, 2, 'btts', 'no')];
      const ah = round.events[3]?.markets.find((m) => m.key.startsWith('ah:'));
      const single = await placeOver(app, session.token, 20_000n, [legOf(round, 3, ah?.key ?? '', 'home')]);
      const parlay = await placeOver(app, session.token, 30_000n, legs);
      expect(single).toMatchObject({ success: true, value: { bet: { status: 'open', kind: 'single' } } });
      expect(parlay).toMatchObject({ success: true, value: { bet: { status: 'open', kind: 'parlay' } } });
      expect(await walletBalance(deps, session.token)).toBe(START - 50_000n);

      await kickOff(deps, round.id);
      await finishRound(deps, round.id);
      const finished = (await app.inject({ method: 'GET', url: `/sportsbook/api/rounds/${round.id}` })).json().value;
      expect(createHash('sha256').update(finished.seed).digest('hex')).toBe(round.seedHash);
      const expected = new Map<number, { home: number; away: number }>();
      for (const event of finished.events) {
        const replay = playMatch(
          finished.seed,
          round.code,
          event.index,
          teamOf(event.home.code),
          teamOf(event.away.code),
        );
        expect(event.score).toEqual(replay.score);
        expected.set(event.id, replay.score);
      }
      const resultOf = (leg: { eventId: number; market: string; selection: string; odds: string }) => {
        const market = parseMarketKey(leg.market);
        const score = expected.get(leg.eventId);
        if (!market || !score) throw new Error('leg');
        return { result: settleSelection(market, leg.selection, score) as LegResult, odds: BigInt(leg.odds) };
      };
      const singleLeg = single.value?.bet.legs[0];
      if (!singleLeg) throw new Error('single leg');
      const singlePays = betPayout(20_000n, [resultOf({ ...singleLeg, eventId: singleLeg.eventId })]);
      const parlayPays = betPayout(30_000n, legs.map(resultOf));

      // A crash midway: the wallet already paid the single, the bet row was never updated.
      await deps.wallet.settle([winItem(single.value?.bet.id ?? '', singlePays)]);
      await Promise.all([settleReadyBets(deps), settleReadyBets(deps)]);
      await settleReadyBets(deps);
      expect(await walletBalance(deps, session.token)).toBe(START - 50_000n + singlePays + parlayPays);
      const mine = (
        await app.inject({
          method: 'GET',
          url: '/sportsbook/api/bets',
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json().value;
      expect(mine).toHaveLength(2);
      for (const bet of mine) {
        expect(['won', 'lost']).toContain(bet.status);
        expect(
          bet.legs.every((leg: { result: string | null; score: unknown }) => leg.result !== null && leg.score !== null),
        ).toBe(true);
      }
      await ledgerBalanced(deps);
    });

    it('voids a round that was not played: singles refunded, a parlay pays its other legs with the void one at 1.00', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const [played, missed] = await openRounds(app, deps);
      if (!played || !missed) throw new Error('no open rounds');
      const draw = legOf(played, 0, '1x2', 'draw');
      const voidLeg = legOf(missed, 1, '1x2', 'away');
      const parlay = await placeOver(app, session.token, 40_000n, [draw, voidLeg]);
      const single = await placeOver(app, session.token, 15_000n, [legOf(missed, 2, 'btts', 'yes')]);
      expect(parlay.success && single.success).toBe(true);
      await kickOff(deps, played.id);
      await finishRound(deps, played.id);
      await voidRound(deps, missed.id);
      await settleReadyBets(deps);
      const finished = (await app.inject({ method: 'GET', url: `/sportsbook/api/rounds/${played.id}` })).json().value;
      const score = finished.events[0].score;
      const drawWins = score.home === score.away;
      const parlayPays = drawWins ? (40_000n * BigInt(draw.odds)) / 1000n : 0n;
      expect(await walletBalance(deps, session.token)).toBe(START - 40_000n + parlayPays);
      const [voided] = await deps.db
        .select()
        .from(sportsBets)
        .where(eq(sportsBets.id, single.value?.bet.id ?? ''));
      expect(voided?.status).toBe('void');
      // The missed round's seed is revealed too.
      const missedView = (await app.inject({ method: 'GET', url: `/sportsbook/api/rounds/${missed.id}` })).json().value;
      expect(missedView.status).toBe('void');
      expect(createHash('sha256').update(missedView.seed).digest('hex')).toBe(missed.seedHash);
      await ledgerBalanced(deps);
    });

    it('placements racing the kick-off either land before betting closes or are refused without a debit', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const [round] = await openRounds(app, deps);
      if (!round) throw new Error('no open round');
      const leg = legOf(round, 1, '1x2', 'home');
      const attempts = Array.from({ length: 8 }, () => placeOver(app, session.token, 10_000n, [leg]));
      const [answers] = await Promise.all([Promise.all(attempts), kickOff(deps, round.id)]);
      const accepted = answers.filter((a) => a.success).length;
      for (const answer of answers) {
        if (!answer.success) expect(answer.code).toBe('SPORTS_MARKET_CLOSED');
      }
      expect(await walletBalance(deps, session.token)).toBe(START - BigInt(accepted) * 10_000n);
      const landed = await deps.db
        .select()
        .from(sportsBets)
        .where(eq(sportsBets.playerId, (await sportsSessionOf(deps, session.token)).playerId));
      expect(landed.filter((b) => b.status === 'open')).toHaveLength(accepted);
      await finishRound(deps, round.id);
      await settleReadyBets(deps);
      await ledgerBalanced(deps);
    });

    it('a retried bet whose stake was taken but never answered is refunded and voided once, never left pending', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session } = await openSportsWindow(app, START);
      const [round] = await openRounds(app, deps);
      if (!round) throw new Error('no open round');
      const body = {
        requestId: 'lost-answer-1',
        stake: '20000',
        book: 'virtual' as const,
        oddsPolicy: 'any' as const,
        legs: [legOf(round, 1, '1x2', 'draw')],
      };
      // The wallet takes the stake, then the answer is lost (the process or the network failed in between).
      const lossyWallet = Object.create(deps.wallet) as SportsDeps['wallet'];
      lossyWallet.stake = async (...args: Parameters<SportsDeps['wallet']['stake']>) => {
        await deps.wallet.stake(...args);
        throw new WalletUnreachable('answer lost');
      };
      const row = await sportsSessionOf(deps, session.token);
      await expect(placeBet({ ...deps, wallet: lossyWallet }, row, body)).rejects.toMatchObject({
        code: 'WALLET_UNREACHABLE',
      });
      expect(await walletBalance(deps, session.token)).toBe(START - 20_000n);

      const retry = () =>
        app.inject({
          method: 'POST',
          url: SPORTS_PATHS.bets,
          headers: { authorization: `Bearer ${session.token}` },
          payload: body,
        });
      // At once the first request may still be finishing the bet: it stays pending, nothing moves.
      expect((await retry()).json()).toMatchObject({ success: true, value: { bet: { status: 'pending' } } });
      // Past the recovery's grace, the retry refunds it and says so, once however often it is sent.
      await deps.db
        .update(sportsBets)
        .set({ placedAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(sportsBets.requestId, body.requestId));
      for (const _ of [1, 2]) {
        expect((await retry()).json()).toMatchObject({ success: true, value: { bet: { status: 'void' } } });
        expect(await walletBalance(deps, session.token)).toBe(START);
      }
      await ledgerBalanced(deps);
    });
  },
  { SPORTS_ENABLED: 'true', SPORTS_ROUND_MS: '3600000', RATE_LIMIT_PER_MINUTE: '1000000' },
);
