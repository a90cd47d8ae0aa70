import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { blackjackInteractive } from '@fortuna/games/studio/blackjack/blackjack-interactive';
import type { AnyInteractiveGame } from '@fortuna/games/studio/interactive';
import { videoPokerInteractive } from '@fortuna/games/studio/video-poker/video-poker-interactive';
import { describe, expect, it } from 'vitest';
import { blackjackInputChoices, videoPokerInputChoices } from './stored-choices';

const rng = (nonce: number) => new FairRng('server-seed-for-choices', 'client-seed', nonce);

/** Plays a round to its end with the given decisions and returns the choices the server stores (as JSON). */
function storedChoices(game: AnyInteractiveGame, start: unknown, decide: (state: unknown) => object, nonce: number) {
  const parsed = game.parseStart(start);
  if (!parsed.ok) throw new Error(parsed.message);
  let state = game.start(parsed.choices, rng(nonce));
  while (!game.isOver(state)) {
    const step = game.act(state, decide(state) as { type: string });
    if (!step.ok) throw new Error(step.message);
    state = step.state;
  }
  return { state, json: JSON.parse(JSON.stringify(game.finalChoices(state))) as unknown };
}

describe('interactive verify input', () => {
  it('replays a stored blackjack round to the same result', () => {
    for (let nonce = 0; nonce < 20; nonce++) {
      const { state, json } = storedChoices(
        blackjackInteractive as AnyInteractiveGame,
        { stake: '1000' },
        (s) => {
          const view = blackjackInteractive.view(s as never);
          return {
            type:
              view.phase === 'insurance'
                ? 'no-insurance'
                : view.available.includes('hit') && (view.hands[view.active]?.total ?? 21) < 12
                  ? 'hit'
                  : 'stand',
          };
        },
        nonce,
      );
      const input = blackjackInputChoices(json);
      expect(input).toEqual({ stake: '1000', actions: expect.any(Array) });
      const replayed = blackjackInteractive.replay(input, rng(nonce));
      if (!replayed?.ok) throw new Error('replay refused');
      expect(blackjackInteractive.payout(replayed.state)).toBe(blackjackInteractive.payout(state as never));
    }
  });

  it('replays a stored video poker round to the same hand', () => {
    const held = [true, false, true, false, false];
    const { state, json } = storedChoices(
      videoPokerInteractive as AnyInteractiveGame,
      { coinValue: '100', coins: 5 },
      () => ({ type: 'draw', held }),
      7,
    );
    const input = videoPokerInputChoices(json);
    expect(input).toEqual({ coinValue: '100', coins: 5, held });
    const replayed = videoPokerInteractive.replay(input, rng(7));
    if (!replayed?.ok) throw new Error('replay refused');
    expect(videoPokerInteractive.view(replayed.state)).toEqual(videoPokerInteractive.view(state as never));
  });
});
