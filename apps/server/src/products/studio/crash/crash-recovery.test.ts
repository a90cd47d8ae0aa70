import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/test-app';
import { findAbandonedInteractiveRounds } from '../interactive-rounds.repo';
import { findRound } from '../studio.repo';
import { expectLedgerBalanced } from '../studio-test-window';
import { sessionOfToken } from '../studio-windows';
import { decideBet, findBetOfRound, updateGameFrom } from './crash.repo';
import { placeCrashBet } from './crash-bets';
import type { CrashContext } from './crash-context';
import { crashGameAndBustBets, openNextGame } from './crash-games';
import { CRASH_RECOVERY_AFTER_MS, recoverCrashBets } from './crash-recovery';
import { crashContextAt, openCrashWindow, scheduledGame } from './crash-test-kit';

const STAKE = 100_000n;
const START = 1_000_000n;
/** The app's own schedule opens one game and then waits: the tests drive their games themselves. */
const IDLE_SCHEDULE = { STUDIO_ENABLED: 'true', STUDIO_CRASH_BETTING_MS: '120000', STUDIO_CRASH_PAUSE_MS: '120000' };

describeEachDatabase(
  'crash: recovery of bets a crash or a cash-out left unfinished',
  (use) => {
    /** A clock past the recovery's grace period, and a game taking bets on it. */
    async function bettingGame() {
      const { app } = use();
      const ctx = await crashContextAt(app, () => Date.now() + 2 * CRASH_RECOVERY_AFTER_MS);
      const previous = await scheduledGame(app);
      const { game } = await openNextGame(ctx, { bettingMs: 3_600_000, chainLength: 1000 }, null, previous);
      return { ctx, game };
    }

    async function betOf(ctx: CrashContext, requestId: string) {
      const { app } = use();
      const window = await openCrashWindow(app, START);
      const session = await sessionOfToken(app.db, window.session.studioToken);
      const answer = await placeCrashBet(ctx, session, { stake: STAKE.toString(), requestId });
      const bet = await findBetOfRound(app.db, answer.round.roundId);
      if (!bet) throw new Error('bet missing');
      return bet;
    }

    async function roundOf(roundId: string) {
      const round = await findRound(use().app.db, roundId);
      if (!round) throw new Error('round missing');
      return round;
    }

    it('busts and settles the bets left in play when the crash was written without busting them', async () => {
      const { app } = use();
      const { ctx, game } = await bettingGame();
      const alice = await betOf(ctx, 'recover-bust-alice');
      const bob = await betOf(ctx, 'recover-bust-bob');
      // The scheduler wrote the crash, then stopped before busting the bets.
      await updateGameFrom(app.db, game.number, 'betting', { status: 'crashed', crashedAt: new Date() });

      // A game that crashed just now is left to its own crash for the grace period.
      const early = await recoverCrashBets({ ...ctx, now: () => Date.now() });
      expect(early).toMatchObject({ busted: 0, paid: 0 });
      expect(await recoverCrashBets(ctx)).toEqual({ busted: 2, paid: 2, failed: [] });
      for (const bet of [alice, bob]) {
        expect(await findBetOfRound(app.db, bet.roundId)).toMatchObject({ status: 'busted' });
        const round = await roundOf(bet.roundId);
        expect(round).toMatchObject({ status: 'settled', payoutMinor: 0n, privateState: null });
        expect(round.balanceAfterMinor).toBe(START - STAKE);
      }
      // A second pass finds nothing left to do.
      expect(await recoverCrashBets(ctx)).toEqual({ busted: 0, paid: 0, failed: [] });
      await expectLedgerBalanced(app);
    });

    it('pays a decided cash-out whose round was never recorded, once, and keeps it from the abandoned-round job', async () => {
      const { app } = use();
      const { ctx, game } = await bettingGame();
      const bet = await betOf(ctx, 'recover-cashed-alice');
      await updateGameFrom(app.db, game.number, 'betting', { status: 'flying' });
      // The cash-out was decided, then the process died before writing it into the round.
      const cashed = await decideBet(app.db, bet.id, { status: 'cashed', cashOut: 250n });
      expect(cashed).toMatchObject({ status: 'cashed', cashOut: 250n });
      const crashed = await crashGameAndBustBets(app.db, game.number, new Date());
      expect(crashed?.busted).toEqual([]);

      const waiting = await roundOf(bet.roundId);
      expect(waiting).toMatchObject({ status: 'open', payoutMinor: 0n });
      expect(waiting.privateState).not.toBeNull();
      const abandoned = await findAbandonedInteractiveRounds(app.db, new Date(Date.now() + 3_600_000), 10_000);
      expect(abandoned.map((round) => round.roundId)).not.toContain(bet.roundId);

      expect(await recoverCrashBets(ctx)).toEqual({ busted: 0, paid: 1, failed: [] });
      const payout = (STAKE * 250n) / 100n;
      const paid = await roundOf(bet.roundId);
      expect(paid).toMatchObject({ status: 'settled', payoutMinor: payout, privateState: null });
      expect(paid.balanceAfterMinor).toBe(START - STAKE + payout);
      expect(paid.detail).toMatchObject({ gameNumber: game.number, status: 'cashed' });
      expect(await recoverCrashBets(ctx)).toEqual({ busted: 0, paid: 0, failed: [] });
      expect((await roundOf(bet.roundId)).balanceAfterMinor).toBe(START - STAKE + payout);
      await expectLedgerBalanced(app);
    });

    it('crashes a game and busts its bets in play in one step, once', async () => {
      const { app } = use();
      const { ctx, game } = await bettingGame();
      const alice = await betOf(ctx, 'atomic-crash-alice');
      const bob = await betOf(ctx, 'atomic-crash-bob');
      // A crash is only taken from a flying game.
      expect(await crashGameAndBustBets(app.db, game.number, new Date())).toBeNull();
      expect(await updateGameFrom(app.db, game.number, 'betting', { status: 'flying' })).toMatchObject({
        status: 'flying',
      });
      expect(await updateGameFrom(app.db, game.number, 'betting', { status: 'flying' })).toBeUndefined();
      await decideBet(app.db, alice.id, { status: 'cashed', cashOut: 150n });

      const crashed = await crashGameAndBustBets(app.db, game.number, new Date());
      expect(crashed?.game).toMatchObject({ number: game.number, status: 'crashed' });
      expect(crashed?.busted.map((busted) => busted.id)).toEqual([bob.id]);
      expect(await findBetOfRound(app.db, alice.roundId)).toMatchObject({ status: 'cashed', cashOut: 150n });
      // A second scheduler finds the game crashed and changes nothing.
      expect(await crashGameAndBustBets(app.db, game.number, new Date())).toBeNull();
      expect(await recoverCrashBets(ctx)).toEqual({ busted: 0, paid: 2, failed: [] });
      await expectLedgerBalanced(app);
    });
  },
  IDLE_SCHEDULE,
);
