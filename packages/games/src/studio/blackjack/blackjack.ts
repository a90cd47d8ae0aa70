import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, parseMinorUnits } from '../money';
import { type BlackjackDetail, detailOf } from './detail';
import {
  BLACKJACK_ACTIONS,
  BLACKJACK_DECKS,
  type BlackjackChoices,
  type BlackjackState,
  MAX_HANDS,
  MAX_ROUND_ACTIONS,
  replayActions,
  start,
} from './state';
import { playBasicStrategy } from './strategy';

/**
 * The round's result against the initial stake: returned − (wagered − stake), i.e. the initial
 * stake plus the net win. It is below zero when a doubled or split round loses more than the
 * initial stake.
 */
export const settledAgainstStake = (state: BlackjackState): bigint => state.returned - (state.wagered - state.stake);

/**
 * RTP per initial bet with basic strategy, measured by this game's `play` over 2,000,000 hands
 * with the provably-fair RNG (`npm run sim -- --game fortuna-blackjack --rounds 2000000`, fresh
 * random seeds): 0.996161 with a standard error of 0.000816, i.e. 99.62 % ± 0.16 % (2 SE). The
 * published house edge for these rules (6D S17 DAS, no surrender) is about 0.4 %, inside that band.
 */
export const MEASURED_RTP = 0.996161;
export const MEASURED_RTP_STANDARD_ERROR = 0.000816;

export const blackjackGame: StudioGame<BlackjackChoices, BlackjackDetail> = {
  code: 'fortuna-blackjack',
  version: '1.0.0',
  statedRtp: MEASURED_RTP,
  paytable: {
    game: 'fortuna-blackjack',
    shoe: { decks: BLACKJACK_DECKS, cards: 52 * BLACKJACK_DECKS, shuffled: 'every round, whole shoe (312 floats)' },
    dealer: 'stands on all 17s (soft 17 included); peeks for blackjack under an ace or a ten',
    pays: { blackjack: '3:2 (floored)', win: '1:1', push: 'stake back', insurance: '2:1, half the bet (floored)' },
    double: 'any first two cards, also after a split (not on split aces)',
    split: `same point value, up to 3 times (${MAX_HANDS} hands); split aces get one card each, no resplit`,
    surrender: false,
    abandoned: 'after 24 hours without a decision: no insurance, stand on every hand',
    actions: BLACKJACK_ACTIONS,
    rtp: {
      value: MEASURED_RTP,
      basis: 'per initial bet, basic strategy, measured over 2,000,000 hands',
      plusMinusTwoStandardErrors: 2 * MEASURED_RTP_STANDARD_ERROR,
    },
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with a stake.' };
    for (const key of Object.keys(input))
      if (key !== 'stake' && key !== 'actions')
        return { ok: false, message: `Unexpected field '${key}' in the choices.` };
    const stake = parseMinorUnits(input.stake);
    if (stake === null) return { ok: false, message: 'Stake must be a whole number of minor units, at least 1.' };
    if (input.actions === undefined) return { ok: true, choices: { stake } };
    const actions = input.actions;
    if (
      !Array.isArray(actions) ||
      actions.length > MAX_ROUND_ACTIONS ||
      !actions.every((action) => BLACKJACK_ACTIONS.includes(action))
    )
      return {
        ok: false,
        message: `Actions must be a list of at most ${MAX_ROUND_ACTIONS} of: ${BLACKJACK_ACTIONS.join(', ')}.`,
      };
    return { ok: true, choices: { stake, actions: [...actions] } };
  },

  stakeOf(choices) {
    return choices.stake;
  },

  /**
   * Replays the player's recorded actions when the choices list them; otherwise the simulator path
   * plays basic strategy. Reports the result against the initial stake (may be below zero, see
   * {@link settledAgainstStake}); live play uses start/act.
   */
  play(choices: BlackjackChoices, rng: Rng) {
    const started = start({ stake: choices.stake }, rng);
    const state = choices.actions ? replayActions(started, choices.actions) : playBasicStrategy(started);
    return { payout: settledAgainstStake(state), detail: detailOf(state) };
  },
};
