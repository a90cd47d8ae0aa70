import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { applyRoundAction } from './interactive-rounds.service';
import { findRound, updateRound } from './studio.repo';
import { sessionOfToken } from './studio.service';
import {
  answerValue,
  dealtBlackjackRound,
  expectLedgerBalanced,
  openWindow,
  realWallet,
  sendAction,
} from './studio-test-window';
import { type StudioWallet, WalletUnreachable } from './studio-wallet';

const STAKE = 200_000n;

describeEachDatabase(
  'a cancelled decision never applies',
  (use) => {
    it('refunds a double whose cancel was interrupted, refuses its late retry, and plays the round undoubled', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-blackjack', 10_000_000n);
      const real = await realWallet(app);
      // The wallet takes the double's stake, but its answer is lost.
      const dropping = Object.create(real) as StudioWallet;
      dropping.extraBet = async (...args) => {
        await real.extraBet(...args);
        throw new WalletUnreachable('timeout');
      };
      const studioSession = await sessionOfToken(app.db, session.studioToken);
      const { roundId, balance: start } = await dealtBlackjackRound(
        app,
        session.studioToken,
        STAKE,
        '5h 6c 6d Td 9s Tc',
      );
      const lost = applyRoundAction(
        { db: app.db, secrets: app.secrets, wallet: dropping },
        studioSession,
        roundId,
        { type: 'double' },
        'double-then-cancelled',
      );
      await expect(lost).rejects.toMatchObject({ code: 'WALLET_UNREACHABLE' });

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
