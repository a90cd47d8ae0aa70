import type { Envelope } from '@fortuna/contracts/envelope';
import type { StudioRound, VerifyAnswer } from '@fortuna/contracts/studio';
import { STUDIO_PATHS } from '@fortuna/contracts/studio';
import { cardName } from '@fortuna/games/studio/cards/cards';
import { minesPayout } from '@fortuna/games/studio/mines/mines';
import { minesInteractive } from '@fortuna/games/studio/mines/mines-interactive';
import { videoPokerInteractive } from '@fortuna/games/studio/video-poker/video-poker-interactive';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { ABANDONED_ROUND_MS, finishAbandonedRounds } from './interactive-abandoned';
import { findRound } from './studio.repo';
import {
  answerValue,
  expectLedgerBalanced,
  launchWindow,
  openWindow,
  realWallet,
  sendAction,
  startRound,
} from './studio-test-window';

const STAKE = 200_000n;

async function privateStateOf(app: FastifyInstance, roundId: string): Promise<unknown> {
  const row = await findRound(app.db, roundId);
  if (!row) throw new Error('round not stored');
  return row.privateState;
}

/** Reveals the player's server seed and recomputes the round from its stored choices. */
async function verify(app: FastifyInstance, studioToken: string, round: StudioRound): Promise<VerifyAnswer> {
  const rotated = await app.inject({
    method: 'POST',
    url: STUDIO_PATHS.rotateSeed,
    headers: { authorization: `Bearer ${studioToken}` },
  });
  const { revealed } = answerValue(rotated.json<Envelope<{ revealed: { serverSeed: string } }>>());
  const query = new URLSearchParams({
    gameCode: round.gameCode,
    serverSeed: revealed.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    choices: JSON.stringify(round.choices),
  });
  return answerValue((await app.inject({ method: 'GET', url: `${STUDIO_PATHS.verify}?${query}` })).json());
}

/** Neither the private state nor any stored bigint leaks into what the player receives. */
function expectNoPrivateState(answer: unknown): void {
  const text = JSON.stringify(answer);
  for (const hidden of ['privateState', 'shoe', '$bigint', 'pendingAction']) expect(text).not.toContain(hidden);
}

describeEachDatabase(
  'interactive studio rounds',
  (use) => {
    it('plays a mines round tile by tile, hides the mines until it ends, and verifies it', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-mines', 10_000_000n);
      const started = answerValue(await startRound(app, session.studioToken, { stake: STAKE.toString(), mines: 3 }));
      expect(started.round).toMatchObject({ status: 'open', stake: STAKE.toString(), payout: '0' });
      expect(started.balance).toBe((10_000_000n - STAKE).toString());
      expect(started.round.detail).toMatchObject({ status: 'playing', revealed: [], minePositions: [] });
      expectNoPrivateState(started);
      const state = minesInteractive.deserialize(await privateStateOf(app, started.round.roundId));
      const safe = [...Array(25).keys()].filter((tile) => !state.minePositions.includes(tile));
      const roundId = started.round.roundId;
      for (const tile of safe.slice(0, 2)) {
        const step = answerValue(await sendAction(app, session.studioToken, roundId, { type: 'reveal', tile }));
        expect(step.round.status).toBe('open');
        expect(step.round.detail).toMatchObject({ minePositions: [] });
        expectNoPrivateState(step);
      }
      const listed = await app.inject({
        method: 'GET',
        url: STUDIO_PATHS.rounds,
        headers: { authorization: `Bearer ${session.studioToken}` },
      });
      const [openListed] = answerValue(listed.json<Envelope<StudioRound[]>>());
      expect(openListed).toMatchObject({ status: 'open', detail: { minePositions: [] } });
      expectNoPrivateState(openListed);
      const refused = await sendAction(app, session.studioToken, roundId, { type: 'reveal', tile: safe[0] });
      expect(refused).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(refused.message).toMatch(/already revealed/);
      const cashed = answerValue(await sendAction(app, session.studioToken, roundId, { type: 'cashout' }));
      const payout = minesPayout(STAKE, 3, 2);
      expect(cashed.round).toMatchObject({ status: 'settled', payout: payout.toString() });
      expect(cashed.round.choices).toEqual({ stake: STAKE.toString(), mines: 3, tiles: safe.slice(0, 2) });
      expect(cashed.round.detail).toMatchObject({ status: 'cashed', minePositions: [...state.minePositions] });
      expect(cashed.balance).toBe((10_000_000n - STAKE + payout).toString());
      const verified = await verify(app, session.studioToken, cashed.round);
      expect(verified).toMatchObject({ stake: cashed.round.stake, payout: cashed.round.payout });
      expect(verified.detail).toEqual(cashed.round.detail);
      await expectLedgerBalanced(app);
    });

    it('deals video poker without showing the draw cards, draws the hold and verifies the round', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-video-poker', 5_000_000n);
      const started = answerValue(await startRound(app, session.studioToken, { coinValue: '100000', coins: 5 }));
      expect(started.round).toMatchObject({ status: 'open', stake: '500000' });
      expect(started.round.detail).toMatchObject({ phase: 'draw', held: [], final: [], hand: 'nothing' });
      const state = videoPokerInteractive.deserialize(await privateStateOf(app, started.round.roundId));
      const undealt = state.cards.slice(5).map(cardName);
      for (const card of undealt) expect(JSON.stringify(started)).not.toContain(`"${card}"`);
      expectNoPrivateState(started);
      const held = [true, true, false, false, false];
      const drawn = answerValue(
        await sendAction(app, session.studioToken, started.round.roundId, { type: 'draw', held }),
      );
      const expected = videoPokerInteractive.act(state, { type: 'draw', held });
      if (!expected.ok) throw new Error(expected.message);
      expect(drawn.round).toMatchObject({ status: 'settled', payout: expected.state.payout.toString() });
      expect(drawn.round.choices).toEqual({ coinValue: '100000', coins: 5, held });
      expect(drawn.balance).toBe((5_000_000n - 500_000n + expected.state.payout).toString());
      const again = await sendAction(app, session.studioToken, started.round.roundId, { type: 'draw', held });
      expect(again).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      const verified = await verify(app, session.studioToken, drawn.round);
      expect(verified).toMatchObject({ stake: '500000', payout: drawn.round.payout, detail: drawn.round.detail });
      await expectLedgerBalanced(app);
    });

    it('applies a retried decision once, and refuses rounds of another player', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-mines', 10_000_000n);
      const started = answerValue(await startRound(app, session.studioToken, { stake: STAKE.toString(), mines: 1 }));
      const state = minesInteractive.deserialize(await privateStateOf(app, started.round.roundId));
      const tile = [...Array(25).keys()].find((candidate) => !state.minePositions.includes(candidate)) ?? 0;
      const roundId = started.round.roundId;
      const first = answerValue(
        await sendAction(app, session.studioToken, roundId, { type: 'reveal', tile }, 'reveal-once-1'),
      );
      const retried = answerValue(
        await sendAction(app, session.studioToken, roundId, { type: 'reveal', tile }, 'reveal-once-1'),
      );
      expect(retried.round).toEqual(first.round);
      expect(retried.round.detail).toMatchObject({ revealed: [tile] });

      const stranger = await openWindow(app, 'fortuna-mines', 1_000_000n);
      const foreign = await sendAction(app, stranger.session.studioToken, roundId, { type: 'cashout' });
      expect(foreign).toMatchObject({ success: false, code: 'ROUND_NOT_FOUND' });
      // A new round cannot start while this one waits for a decision.
      const second = await startRound(app, session.studioToken, { stake: STAKE.toString(), mines: 1 });
      expect(second).toMatchObject({ success: false, code: 'CONFLICT' });
    });

    it('applies only one of two decisions sent at once', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-mines', 10_000_000n);
      const started = answerValue(await startRound(app, session.studioToken, { stake: STAKE.toString(), mines: 2 }));
      const state = minesInteractive.deserialize(await privateStateOf(app, started.round.roundId));
      const tile = [...Array(25).keys()].find((candidate) => !state.minePositions.includes(candidate)) ?? 0;
      const answers = await Promise.all([
        sendAction(app, session.studioToken, started.round.roundId, { type: 'reveal', tile }),
        sendAction(app, session.studioToken, started.round.roundId, { type: 'reveal', tile }),
      ]);
      expect(answers.filter((answer) => answer.success)).toHaveLength(1);
      const row = await findRound(app.db, started.round.roundId);
      expect(row?.actionRequests).toHaveLength(1);
      expect(row?.detail).toMatchObject({ revealed: [tile] });
    });

    it('returns the stake of a mines round abandoned before any reveal, and verifies it', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-mines', 1_000_000n);
      const started = answerValue(await startRound(app, session.studioToken, { stake: STAKE.toString(), mines: 24 }));
      const deps = { db: app.db, secrets: app.secrets, wallet: await realWallet(app) };
      const finished = await finishAbandonedRounds(deps, { now: new Date(Date.now() + ABANDONED_ROUND_MS + 60_000) });
      const round = finished.find((row) => row.roundId === started.round.roundId);
      expect(round).toMatchObject({ status: 'settled', stakeMinor: STAKE, payoutMinor: STAKE });
      expect(round?.balanceAfterMinor).toBe(1_000_000n);
      const recent = await app.inject({
        method: 'GET',
        url: STUDIO_PATHS.rounds,
        headers: { authorization: `Bearer ${session.studioToken}` },
      });
      const [listed] = answerValue(recent.json<Envelope<StudioRound[]>>());
      if (!listed) throw new Error('round not listed');
      expect(listed.choices).toEqual({ stake: STAKE.toString(), mines: 24, tiles: [] });
      expect(listed.detail).toMatchObject({ status: 'cashed', multiplier: '1.0000', minePositions: expect.any(Array) });
      const verified = await verify(app, session.studioToken, listed);
      expect(verified).toMatchObject({ stake: listed.stake, payout: listed.payout, detail: listed.detail });
      await expectLedgerBalanced(app);
    });

    it('resumes an open round in a new game window and settles it there', async () => {
      const { app } = use();
      const { session, headers } = await openWindow(app, 'fortuna-mines', 10_000_000n);
      const started = answerValue(await startRound(app, session.studioToken, { stake: STAKE.toString(), mines: 5 }));
      const reopened = await launchWindow(app, headers, 'fortuna-mines');
      expect(reopened.openRound?.roundId).toBe(started.round.roundId);
      expect(reopened.openRound?.detail).toMatchObject({ status: 'playing', minePositions: [] });
      expect(reopened.balance).toBe((10_000_000n - STAKE).toString());
      expectNoPrivateState(reopened);
      const mine = minesInteractive.deserialize(await privateStateOf(app, started.round.roundId)).minePositions[0] ?? 0;
      const busted = answerValue(
        await sendAction(app, reopened.studioToken, started.round.roundId, { type: 'reveal', tile: mine }),
      );
      expect(busted.round).toMatchObject({ status: 'settled', payout: '0' });
      expect(busted.round.detail).toMatchObject({ status: 'busted', hitMine: mine, multiplier: '0.0000' });
      expect(busted.round.choices).toEqual({ stake: STAKE.toString(), mines: 5, tiles: [mine] });
      expect(busted.balance).toBe((10_000_000n - STAKE).toString());
      const after = await launchWindow(app, headers, 'fortuna-mines');
      expect(after.openRound).toBeNull();
      await expectLedgerBalanced(app);
    });
  },
  { STUDIO_ENABLED: 'true' },
);
