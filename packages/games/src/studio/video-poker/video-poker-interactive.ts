import type { Rng } from '../../fairness/fair-rng';
import { decodeBigints, encodeBigints, type InteractiveGame, unexpectedField } from '../interactive';
import { isRecord } from '../money';
import {
  bestHold,
  deal,
  detailOf,
  draw,
  parseHold,
  type VideoPokerChoices,
  type VideoPokerDetail,
  type VideoPokerState,
  videoPokerGame,
} from './video-poker';

/** The public detail plus the phase; the replacement cards stay hidden until the draw. */
export interface VideoPokerView extends VideoPokerDetail {
  phase: VideoPokerState['phase'];
}

export function videoPokerView(state: VideoPokerState): VideoPokerView {
  return { phase: state.phase, ...detailOf(state) };
}

/** Video poker in two steps: deal, then draw with the player's hold. An abandoned round draws with {@link bestHold}. */
export const videoPokerInteractive: InteractiveGame<VideoPokerChoices, VideoPokerState, VideoPokerView> = {
  code: videoPokerGame.code,

  parseStart(input) {
    if (isRecord(input) && input.held !== undefined)
      return { ok: false, message: 'Start a video poker round with the coin value and the coins only.' };
    return videoPokerGame.validate(input);
  },

  startStake: (choices) => videoPokerGame.stakeOf(choices),
  start: (choices, rng: Rng) => deal({ coinValue: choices.coinValue, coins: choices.coins }, rng),

  act(state, action) {
    if (action.type !== 'draw') return { ok: false, message: `Unknown action '${action.type}': use draw.` };
    const extra = unexpectedField(action, ['type', 'held']);
    if (extra) return { ok: false, message: extra };
    if (state.phase !== 'draw') return { ok: false, message: 'The round is over: the draw was already made.' };
    const hold = parseHold(action.held);
    if (!hold.ok) return hold;
    return { ok: true, state: draw(state, hold.held) };
  },

  extraStake: () => 0n,
  isOver: (state) => state.phase === 'settled',
  payout: (state) => state.payout,
  wagered: (state) => videoPokerGame.stakeOf(state.choices),
  view: videoPokerView,

  finalChoices: (state) => ({
    coinValue: state.choices.coinValue.toString(),
    coins: state.choices.coins,
    held: state.held ?? [],
  }),

  finishAbandoned: (state) => (state.phase === 'draw' ? draw(state, bestHold(state)) : state),

  serialize: (state) => encodeBigints(state),
  deserialize: (stored) => decodeBigints(stored) as VideoPokerState,

  replay(choices, rng) {
    if (!isRecord(choices) || choices.held === undefined) return null;
    const validated = videoPokerGame.validate(choices);
    if (!validated.ok) return validated;
    const { coinValue, coins, held } = validated.choices;
    return { ok: true, state: draw(deal({ coinValue, coins }, rng), held ?? []) };
  },
};
