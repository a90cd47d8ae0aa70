import { beforeAll, describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { cardName, parseCards } from '../cards/cards';
import { warmUp } from './optimal';
import { bestHold, dealFromCards, paysPerUnit, type VideoPokerState, videoPokerGame } from './video-poker';
import { videoPokerInteractive as poker } from './video-poker-interactive';

// The hold tables take a few seconds to build: once, up front.
beforeAll(() => warmUp(paysPerUnit(5)), 120_000);

const dealt = (cards: string) => dealFromCards({ coinValue: 10n, coins: 5 }, parseCards(cards));

function drawn(state: VideoPokerState, held: boolean[]): VideoPokerState {
  const next = poker.act(state, { type: 'draw', held });
  if (!next.ok) throw new Error(next.message);
  return next.state;
}

describe('video poker played as deal then draw', () => {
  it('shows the dealt cards only until the draw', () => {
    const state = dealt('Jc Jd 2h 5s 9c 3c 4c 6c 7c 8d');
    const view = poker.view(state);
    expect(view).toEqual({
      phase: 'draw',
      dealt: ['Jc', 'Jd', '2h', '5s', '9c'],
      held: [],
      final: [],
      hand: 'nothing',
      coins: 5,
      payCoins: 0,
    });
    for (const hidden of parseCards('3c 4c 6c 7c 8d').map(cardName)) expect(JSON.stringify(view)).not.toContain(hidden);
  });

  it('draws the hold, pays, and refuses decisions that are not possible', () => {
    const state = dealt('Jc Jd 2h 5s 9c 3c Js 6c 7c 8d');
    expect(poker.act(state, { type: 'draw', held: [true, true] }).ok).toBe(false);
    expect(poker.act(state, { type: 'hold', held: [true, true, false, false, false] }).ok).toBe(false);
    expect(poker.act(state, { type: 'draw', held: [true, true, false, false, false], extra: 1 }).ok).toBe(false);
    const settled = drawn(state, [true, true, false, false, false]);
    expect(poker.view(settled)).toMatchObject({
      phase: 'settled',
      final: ['Jc', 'Jd', '3c', 'Js', '6c'],
      hand: 'three-of-a-kind',
      payCoins: 15,
    });
    expect([poker.wagered(settled), poker.payout(settled)]).toEqual([50n, 150n]);
    expect(poker.finalChoices(settled)).toEqual({ coinValue: '10', coins: 5, held: [true, true, false, false, false] });
    expect(poker.act(settled, { type: 'draw', held: [true, true, true, true, true] })).toEqual({
      ok: false,
      message: 'The round is over: the draw was already made.',
    });
    expect(poker.parseStart({ coinValue: '10', coins: 5, held: [] }).ok).toBe(false);
  });

  it('finishes an abandoned round with the optimal hold', () => {
    const state = dealt('Ah Kh Qh Jh 2c Th 3c 4c 5c 6c');
    const finished = poker.finishAbandoned(state);
    expect(finished.held).toEqual(bestHold(state));
    expect(finished.held).toEqual([true, true, true, true, false]);
    expect(poker.view(finished).hand).toBe('royal-flush');
  });

  it('stores its state as JSON and replays a finished round exactly from its choices', () => {
    for (let nonce = 0; nonce < 30; nonce++) {
      const rng = () => new FairRng('server', 'client', nonce);
      const started = poker.start({ coinValue: 25n, coins: 3 }, rng());
      const stored = poker.deserialize(JSON.parse(JSON.stringify(poker.serialize(started))));
      const held = [nonce % 2 === 0, true, false, nonce % 3 === 0, false];
      const settled = drawn(stored, held);
      expect(poker.replay(poker.finalChoices(settled), rng())).toEqual({ ok: true, state: settled });
      const validated = videoPokerGame.validate(poker.finalChoices(settled));
      if (!validated.ok) throw new Error(validated.message);
      expect(videoPokerGame.play(validated.choices, rng()).payout).toBe(settled.payout);
    }
    expect(poker.replay({ coinValue: '25', coins: 3 }, new FairRng('s', 'c', 0))).toBeNull();
  });
});
