import type { PlayRoundAnswer, StudioRound } from '@fortuna/contracts/studio';
import { describe, expect, it, vi } from 'vitest';
import { StudioApiError } from '../api/errors';
import { PlayRequestTracker } from '../lib/request-id';
import {
  type ActionRequest,
  balanceShownDuringReveal,
  interactiveOpenRound,
  sendRoundAction,
  waitsForPlayer,
} from './interactive';

const round = (status: StudioRound['status'], payout = '0'): StudioRound => ({
  roundId: 'r1',
  gameCode: 'fortuna-blackjack',
  gameVersion: '1.0.0',
  status,
  stake: '200',
  payout,
  currency: 'USD',
  balanceBefore: '10000',
  balanceAfter: null,
  choices: {},
  detail: {},
  serverSeedHash: 'h',
  serverSeed: null,
  clientSeed: 'c',
  nonce: 0,
  startedAt: '2026-01-01T00:00:00.000Z',
  endedAt: null,
});

const answerOf = (r: StudioRound, balance: string): PlayRoundAnswer => ({
  round: r,
  balance,
  fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 1 },
});

let counter = 0;
const ids = () => `r-test-${String(++counter).padStart(4, '0')}`;
const noSleep = async () => undefined;

describe('interactiveOpenRound', () => {
  it('keeps only a round that still waits for decisions', () => {
    expect(interactiveOpenRound(round('open'))?.roundId).toBe('r1');
    expect(interactiveOpenRound(round('settled'))).toBeNull();
    expect(interactiveOpenRound(round('void'))).toBeNull();
    expect(interactiveOpenRound(null)).toBeNull();
  });
});

describe('waitsForPlayer', () => {
  it('lets an interactive game continue its open round and leaves the rest to the resume dialog', () => {
    expect(waitsForPlayer({ interactive: true }, round('open'))).toBe(true);
    expect(waitsForPlayer({ interactive: false }, round('open'))).toBe(false);
    expect(waitsForPlayer({}, round('open'))).toBe(false);
    expect(waitsForPlayer({ interactive: true }, round('settled'))).toBe(false);
    expect(waitsForPlayer({ interactive: true }, null)).toBe(false);
    // An open round whose decisions are all taken (only its payment was interrupted) is completed.
    const decided = { interactive: true, awaitsPlayer: () => false };
    expect(waitsForPlayer(decided, round('open'))).toBe(false);
  });
});

describe('balanceShownDuringReveal', () => {
  it('holds back the payout of a settled round until the game settles it', () => {
    expect(balanceShownDuringReveal(answerOf(round('settled', '500'), '10300'))).toBe(9800n);
  });

  it('shows the balance after the wager while the round is open', () => {
    expect(balanceShownDuringReveal(answerOf(round('open'), '9800'))).toBe(9800n);
  });

  it('gives up on an unreadable balance', () => {
    expect(balanceShownDuringReveal(answerOf(round('settled', '5'), 'lots'))).toBeNull();
  });
});

describe('sendRoundAction', () => {
  it('gives each decision a fresh id and resends the same id after a lost answer', async () => {
    const tracker = new PlayRequestTracker<ActionRequest>(ids);
    const first = tracker.begin({ roundId: 'r1', action: { type: 'hit' } });
    const seen: string[] = [];
    const send = vi.fn(async (roundId: string, action: { type: string }, requestId: string) => {
      seen.push(`${roundId}:${action.type}:${requestId}`);
      if (seen.length === 1) throw StudioApiError.network();
      return answerOf(round('open'), '9800');
    });
    await sendRoundAction(tracker, first, send, { sleep: noSleep });
    expect(seen).toEqual([`r1:hit:${first.requestId}`, `r1:hit:${first.requestId}`]);
    expect(tracker.pending).toBeNull();

    const second = tracker.begin({ roundId: 'r1', action: { type: 'stand' } });
    expect(second.requestId).not.toBe(first.requestId);
    await sendRoundAction(tracker, second, send, { sleep: noSleep });
    expect(seen.at(-1)).toBe(`r1:stand:${second.requestId}`);
  });

  it('keeps a decision whose outcome is unknown for the Retry button, and drops a refused one', async () => {
    const tracker = new PlayRequestTracker<ActionRequest>(ids);
    const lost = tracker.begin({ roundId: 'r1', action: { type: 'draw', held: [true, false, false, false, true] } });
    await expect(
      sendRoundAction(
        tracker,
        lost,
        async () => {
          throw StudioApiError.network();
        },
        { retries: 1, sleep: noSleep },
      ),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(tracker.retry()).toBe(lost);

    const refused = tracker.begin({ roundId: 'r1', action: { type: 'split' } });
    const send = vi.fn(async () => {
      throw StudioApiError.fromEnvelope(400, 'VALIDATION_FAILED', 'not now');
    });
    await expect(sendRoundAction(tracker, refused, send, { sleep: noSleep })).rejects.toMatchObject({
      kind: 'rejected',
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(tracker.retry()).toBeNull();
  });
});
