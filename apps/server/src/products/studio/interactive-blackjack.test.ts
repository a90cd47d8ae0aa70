import type { Envelope } from '@fortuna/contracts/envelope';
import type { VerifyAnswer } from '@fortuna/contracts/studio';
import { STUDIO_PATHS } from '@fortuna/contracts/studio';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { vendorRounds } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { finishAbandonedRounds } from './interactive-abandoned';
import { applyRoundAction } from './interactive-rounds.service';
import { findRound, findStaleOpenRounds } from './studio.repo';
import {
  answerValue,
  dealtBlackjackRound,
  expectLedgerBalanced,
  moveMoney,
  openWindow,
  realWallet,
  sendAction,
  startRound,
} from './studio-test-window';
import type { StudioWallet } from './studio-wallet';
import { sessionOfToken } from './studio-windows';

const STAKE = 200_000n;

describeEachDatabase(
  'interactive blackjack rounds',
  (use) => {
    it('takes split and double as further stakes of the round and pays every hand', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-blackjack', 10_000_000n);
      const { roundId, balance: start } = await dealtBlackjackRound(
        app,
        session.studioToken,
        STAKE,
        '8h 6c 8d Td 3s 9c Ks Tc',
      );
      const split = answerValue(await sendAction(app, session.studioToken, roundId, { type: 'split' }));
      expect(split.round).toMatchObject({ status: 'open', stake: (2n * STAKE).toString() });
      expect(split.round.detail).toMatchObject({
        dealer: ['6c'],
        phase: 'player',
        active: 0,
        hands: [{ cards: ['8h', '3s'] }, { cards: ['8d', '9c'] }],
      });
      expect(split.balance).toBe((start - STAKE).toString());
      expect(JSON.stringify(split)).not.toContain('"Td"');
      const doubled = answerValue(await sendAction(app, session.studioToken, roundId, { type: 'double' }));
      expect(doubled.round).toMatchObject({ status: 'open', stake: (3n * STAKE).toString() });
      expect(doubled.round.detail).toMatchObject({ active: 1, available: ['hit', 'stand', 'double'] });
      expect(doubled.balance).toBe((start - 2n * STAKE).toString());
      expect(JSON.stringify(doubled)).not.toContain('"Td"');
      const settled = answerValue(await sendAction(app, session.studioToken, roundId, { type: 'stand' }));
      expect(settled.round).toMatchObject({ status: 'settled', stake: (3n * STAKE).toString() });
      expect(settled.round.payout).toBe((6n * STAKE).toString());
      expect(settled.round.detail).toMatchObject({ dealer: ['6c', 'Td', 'Tc'], available: [], phase: 'settled' });
      expect(settled.round.choices).toEqual({ stake: STAKE.toString(), actions: ['split', 'double', 'stand'] });
      expect(settled.balance).toBe((start - 2n * STAKE + 6n * STAKE).toString());
      const [record] = await app.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId));
      expect(record).toMatchObject({ status: 'settled', stakeMinor: 3n * STAKE, payoutMinor: 6n * STAKE });
      await expectLedgerBalanced(app);
    });

    it('refuses a split or double the balance cannot cover and leaves the round as it was', async () => {
      const { app } = use();
      const { session, member } = await openWindow(app, 'fortuna-blackjack', 10_000_000n);
      const { roundId } = await dealtBlackjackRound(app, session.studioToken, STAKE, '8h 6c 8d Td Tc');
      const before = await findRound(app.db, roundId);
      // Half a stake is left: too little for a split or a double.
      await moveMoney(app, member, STAKE / 2n - (before?.balanceAfterMinor ?? 0n));
      for (const type of ['split', 'double']) {
        const refused = await sendAction(app, session.studioToken, roundId, { type });
        expect(refused).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
      }
      const after = await findRound(app.db, roundId);
      expect(after).toMatchObject({
        stakeMinor: STAKE,
        detail: before?.detail,
        privateState: before?.privateState,
        pendingAction: null,
        extraBets: 0,
      });
      const stood = answerValue(await sendAction(app, session.studioToken, roundId, { type: 'stand' }));
      expect(stood.round).toMatchObject({
        status: 'settled',
        stake: STAKE.toString(),
        payout: (2n * STAKE).toString(),
      });
      expect(stood.balance).toBe((STAKE / 2n + 2n * STAKE).toString());
      await expectLedgerBalanced(app);
    });

    it('lets no other decision in while an extra stake is with the wallet', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-blackjack', 10_000_000n);
      const { roundId } = await dealtBlackjackRound(app, session.studioToken, STAKE, '5h 6c 6d Td 9s Tc');
      const real = await realWallet(app);
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slow = Object.create(real) as StudioWallet;
      slow.extraBet = async (...args) => {
        await gate;
        return real.extraBet(...args);
      };
      const deps = { db: app.db, secrets: app.secrets, wallet: slow };
      const studioSession = await sessionOfToken(app.db, session.studioToken);
      const doubling = applyRoundAction(deps, studioSession, roundId, { type: 'double' }, 'double-at-once');
      for (let poll = 0; !(await findRound(app.db, roundId))?.pendingAction; poll++) {
        if (poll > 200) throw new Error('the double never claimed the round');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const standing = applyRoundAction(deps, studioSession, roundId, { type: 'stand' }, 'stand-at-once');
      await expect(standing).rejects.toMatchObject({ code: 'CONFLICT' });
      release();
      const doubled = await doubling;
      expect(doubled.round).toMatchObject({ status: 'settled', stake: (2n * STAKE).toString() });
      expect(doubled.round.payout).toBe((4n * STAKE).toString());
      expect((await findRound(app.db, roundId))?.actionRequests).toEqual(['double-at-once']);
      await expectLedgerBalanced(app);
    });

    it('finishes a round abandoned for 24 hours by standing, and leaves younger ones to the player', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-blackjack', 10_000_000n);
      const { roundId, balance } = await dealtBlackjackRound(app, session.studioToken, STAKE, '9h 6c 7d Td Tc');
      const deps = { db: app.db, secrets: app.secrets, wallet: await realWallet(app) };
      const stale = await findStaleOpenRounds(app.db, -60_000, 100);
      expect(stale.map((round) => round.roundId)).not.toContain(roundId);
      const hourLater = await finishAbandonedRounds(deps, { now: new Date(Date.now() + 60 * 60_000) });
      expect(hourLater.map((round) => round.roundId)).not.toContain(roundId);
      const dayLater = await finishAbandonedRounds(deps, { now: new Date(Date.now() + 25 * 60 * 60_000) });
      const finished = dayLater.find((round) => round.roundId === roundId);
      expect(finished).toMatchObject({ status: 'settled', payoutMinor: 2n * STAKE });
      expect(finished?.choices).toEqual({ stake: STAKE.toString(), actions: ['stand'] });
      expect(finished?.balanceAfterMinor).toBe(balance + 2n * STAKE);
      await expectLedgerBalanced(app);
    });

    it('replays a finished round on the verify page exactly as it was played', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-blackjack', 10_000_000n);
      let answer = answerValue(await startRound(app, session.studioToken, { stake: STAKE.toString() }));
      while (answer.round.status === 'open') {
        const available = (answer.round.detail as { available: string[] }).available;
        const type = available.includes('no-insurance') ? 'no-insurance' : available.includes('hit') ? 'stand' : '';
        answer = answerValue(await sendAction(app, session.studioToken, answer.round.roundId, { type }));
      }
      const rotated = await app.inject({
        method: 'POST',
        url: STUDIO_PATHS.rotateSeed,
        headers: { authorization: `Bearer ${session.studioToken}` },
      });
      const { revealed } = answerValue(rotated.json<Envelope<{ revealed: { serverSeed: string } }>>());
      const query = new URLSearchParams({
        gameCode: 'fortuna-blackjack',
        serverSeed: revealed.serverSeed,
        clientSeed: answer.round.clientSeed,
        nonce: String(answer.round.nonce),
        choices: JSON.stringify(answer.round.choices),
      });
      const verified = answerValue(
        (await app.inject({ method: 'GET', url: `${STUDIO_PATHS.verify}?${query}` })).json(),
      );
      expect(verified as VerifyAnswer).toEqual({
        serverSeedHash: answer.round.serverSeedHash,
        stake: answer.round.stake,
        payout: answer.round.payout,
        detail: answer.round.detail,
      });
    });
  },
  { STUDIO_ENABLED: 'true' },
);
