import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { vendorRounds } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { WalletUnreachable } from '../kit/wallet-call';
import { applyRoundAction } from './interactive-rounds.service';
import { findRound, findStaleOpenRounds, updateRound } from './studio.repo';
import { completeRound } from './studio.service';
import {
  answerValue,
  dealtBlackjackRound,
  expectLedgerBalanced,
  openWindow,
  realWallet,
  sendAction,
} from './studio-test-window';
import type { StudioWallet } from './studio-wallet';
import { sessionOfToken } from './studio-windows';

const STAKE = 200_000n;

/**
 * A blackjack window dealt 11 against a dealer's 6 (ten in the hole), whose double the wallet takes but
 * never answers; with `dropWins` the wallet also never answers a win. The double is left claimed.
 */
async function doubleLostOnTheWay(app: FastifyInstance, requestId: string, dropWins = false) {
  const { session } = await openWindow(app, 'fortuna-blackjack', 10_000_000n);
  const real = await realWallet(app);
  const dropping = Object.create(real) as StudioWallet;
  dropping.extraBet = async (...args) => {
    await real.extraBet(...args);
    throw new WalletUnreachable('timeout');
  };
  if (dropWins) {
    dropping.win = async () => {
      throw new WalletUnreachable('connection reset');
    };
  }
  const studioSession = await sessionOfToken(app.db, session.studioToken);
  const { roundId, balance } = await dealtBlackjackRound(app, session.studioToken, STAKE, '5h 6c 6d Td 9s Tc');
  const lost = applyRoundAction(
    { db: app.db, secrets: app.secrets, wallet: dropping },
    studioSession,
    roundId,
    { type: 'double' },
    requestId,
  );
  await expect(lost).rejects.toMatchObject({ code: 'WALLET_UNREACHABLE' });
  return { session, real, dropping, studioSession, roundId, balance };
}

describeEachDatabase(
  'interactive rounds when the wallet does not answer',
  (use) => {
    it('sends an unanswered extra stake again on retry, and pays an unanswered win by the job', async () => {
      const { app } = use();
      const {
        session,
        real,
        dropping,
        studioSession,
        roundId,
        balance: first,
      } = await doubleLostOnTheWay(app, 'double-lost', true);
      expect((await findRound(app.db, roundId))?.pendingAction).toMatchObject({
        requestId: 'double-lost',
        betNumber: 2,
      });
      const retried = answerValue(
        await sendAction(app, session.studioToken, roundId, { type: 'double' }, 'double-lost'),
      );
      expect(retried.round).toMatchObject({
        status: 'settled',
        stake: (2n * STAKE).toString(),
        payout: (4n * STAKE).toString(),
      });
      expect(retried.balance).toBe((first + 3n * STAKE).toString());

      const { roundId: second, balance: secondStart } = await dealtBlackjackRound(
        app,
        session.studioToken,
        STAKE,
        '9h 6c 7d Td Tc',
      );
      const unpaid = await applyRoundAction(
        { db: app.db, secrets: app.secrets, wallet: dropping },
        studioSession,
        second,
        { type: 'stand' },
        'stand-unpaid',
      );
      expect(unpaid.round).toMatchObject({ status: 'open', payout: (2n * STAKE).toString() });
      const [stale] = (await findStaleOpenRounds(app.db, -60_000, 100)).filter((round) => round.roundId === second);
      if (!stale) throw new Error('the unpaid round is not left to the job');
      const paid = await completeRound({ db: app.db, secrets: app.secrets, wallet: real }, stale);
      expect(paid).toMatchObject({ status: 'settled', balanceAfterMinor: secondStart + 2n * STAKE });

      // A double left unconfirmed by a client that went away is rolled back when another decision comes.
      const { roundId: third, balance: thirdStart } = await dealtBlackjackRound(
        app,
        session.studioToken,
        STAKE,
        '5h 6c 6d Td 9s Tc',
      );
      const abandoned = applyRoundAction(
        { db: app.db, secrets: app.secrets, wallet: dropping },
        studioSession,
        third,
        { type: 'double' },
        'double-abandoned',
      );
      await expect(abandoned).rejects.toMatchObject({ code: 'WALLET_UNREACHABLE' });
      const claimed = await findRound(app.db, third);
      await updateRound(app.db, third, {
        pendingAction: {
          ...(claimed?.pendingAction as object),
          claimedAt: new Date(Date.now() - 60_000).toISOString(),
        },
      });
      const stood = answerValue(await sendAction(app, session.studioToken, third, { type: 'stand' }));
      expect(stood.round).toMatchObject({
        status: 'settled',
        stake: STAKE.toString(),
        payout: (2n * STAKE).toString(),
      });
      expect(stood.balance).toBe((thirdStart + 2n * STAKE).toString());
      const [record] = await app.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, third));
      expect(record).toMatchObject({ status: 'settled', stakeMinor: STAKE, payoutMinor: 2n * STAKE });
      await expectLedgerBalanced(app);
    });

    it('refunds a double whose cancel was interrupted, refuses its late retry, and plays the round undoubled', async () => {
      const { app } = use();
      // The wallet takes the double's stake, but its answer is lost.
      const { session, roundId, balance: start } = await doubleLostOnTheWay(app, 'double-then-cancelled');

      // Another decision began cancelling the double (the claim is fenced) and stopped before the refund.
      const claimed = await findRound(app.db, roundId);
      await updateRound(app.db, roundId, {
        pendingAction: { ...(claimed?.pendingAction as object), cancelling: true },
        version: (claimed?.version ?? 0) + 1,
      });

      // The double's own retry now finishes the cancel: the stake comes back and the double never applies.
      const retried = await sendAction(app, session.studioToken, roundId, { type: 'double' }, 'double-then-cancelled');
      expect(retried).toMatchObject({ success: false, code: 'CONFLICT' });
      const released = await findRound(app.db, roundId);
      expect(released?.pendingAction).toBeNull();
      expect(released?.stakeMinor).toBe(STAKE);

      // 11 against a dealer's 6 with a ten in the hole: standing loses the single stake only.
      const stood = answerValue(await sendAction(app, session.studioToken, roundId, { type: 'stand' }));
      expect(stood.round).toMatchObject({ status: 'settled', stake: STAKE.toString() });
      expect(stood.balance).toBe((start + BigInt(stood.round.payout)).toString());
      await expectLedgerBalanced(app);
    });
  },
  { STUDIO_ENABLED: 'true' },
);
