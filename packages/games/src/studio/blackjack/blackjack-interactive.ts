import type { Rng } from '../../fairness/fair-rng';
import { decodeBigints, encodeBigints, type InteractiveGame, unexpectedField } from '../interactive';
import { isRecord } from '../money';
import { blackjackGame } from './blackjack';
import { type BlackjackDetail, detailOf } from './detail';
import {
  act,
  BLACKJACK_ACTIONS,
  type BlackjackAction,
  BlackjackActionError,
  type BlackjackChoices,
  type BlackjackState,
  legalActions,
  replayActions,
  start,
} from './state';

/** The public detail plus where the round stands: the phase, the hand in play and the actions allowed now. */
export interface BlackjackView extends BlackjackDetail {
  phase: BlackjackState['phase'];
  active: number;
  available: BlackjackAction[];
}

/** What the player sees: {@link detailOf} hides the hole card and the shoe until the round settles. */
export function blackjackView(state: BlackjackState): BlackjackView {
  return {
    ...detailOf(state),
    phase: state.phase,
    active: state.phase === 'player' ? state.active : 0,
    available: legalActions(state),
  };
}

const isBlackjackAction = (type: string): type is BlackjackAction =>
  (BLACKJACK_ACTIONS as readonly string[]).includes(type);

/** The extra wager an action adds: double and split one hand's bet, insurance half the initial bet. */
function extraWagerOf(state: BlackjackState, type: BlackjackAction): bigint {
  if (!legalActions(state).includes(type)) return 0n;
  if (type === 'insurance') return state.stake / 2n;
  if (type === 'double' || type === 'split') return state.hands[state.active]?.bet ?? 0n;
  return 0n;
}

/**
 * Blackjack played decision by decision. An abandoned round ends by declining insurance and standing
 * on every hand still in play.
 */
export const blackjackInteractive: InteractiveGame<BlackjackChoices, BlackjackState, BlackjackView> = {
  code: blackjackGame.code,

  parseStart(input) {
    if (isRecord(input) && input.actions !== undefined)
      return { ok: false, message: 'Start a blackjack round with the stake only.' };
    return blackjackGame.validate(input);
  },

  startStake: (choices) => choices.stake,
  start: (choices, rng: Rng) => start({ stake: choices.stake }, rng),

  act(state, action) {
    if (!isBlackjackAction(action.type))
      return { ok: false, message: `Unknown action '${action.type}': use ${BLACKJACK_ACTIONS.join(', ')}.` };
    const extra = unexpectedField(action, ['type']);
    if (extra) return { ok: false, message: extra };
    try {
      return { ok: true, state: act(state, action.type) };
    } catch (error) {
      if (error instanceof BlackjackActionError) return { ok: false, message: error.message };
      throw error;
    }
  },

  extraStake: (state, action) => (isBlackjackAction(action.type) ? extraWagerOf(state, action.type) : 0n),
  isOver: (state) => state.phase === 'settled',
  payout: (state) => (state.phase === 'settled' ? state.returned : 0n),
  wagered: (state) => state.wagered,
  view: blackjackView,
  finalChoices: (state) => ({ stake: state.stake.toString(), actions: [...state.actions] }),

  finishAbandoned(state) {
    let current = state;
    while (current.phase !== 'settled')
      current = act(current, current.phase === 'insurance' ? 'no-insurance' : 'stand');
    return current;
  },

  serialize: (state) => encodeBigints(state),
  deserialize: (stored) => decodeBigints(stored) as BlackjackState,

  replay(choices, rng) {
    if (!isRecord(choices) || choices.actions === undefined) return null;
    const validated = blackjackGame.validate(choices);
    if (!validated.ok) return validated;
    try {
      return { ok: true, state: replayActions(start(validated.choices, rng), validated.choices.actions ?? []) };
    } catch (error) {
      if (error instanceof BlackjackActionError) return { ok: false, message: error.message };
      throw error;
    }
  },
};
