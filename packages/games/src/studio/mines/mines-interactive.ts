import type { Rng } from '../../fairness/fair-rng';
import { decodeBigints, encodeBigints, type InteractiveGame, unexpectedField } from '../interactive';
import { isRecord } from '../money';
import {
  cashOutMines,
  MINES_TILES,
  type MinesState,
  minesGame,
  minesMultiplierText,
  multiplierTextOf,
  refundUnplayedMines,
  revealTile,
  startMines,
} from './mines';

/** What the player sees of a mines round: the layout only once the round is over. */
export interface MinesView {
  mines: number;
  revealed: number[];
  status: 'playing' | 'busted' | 'cashed';
  hitMine: number | null;
  /** [] while playing. */
  minePositions: number[];
  /** Current multiplier, 4 decimals; '0.0000' when busted. */
  multiplier: string;
  /** After one more safe tile; null when the round is over. */
  nextMultiplier: string | null;
  win: boolean;
}

export function minesView(state: MinesState): MinesView {
  const playing = state.status === 'playing';
  const k = state.revealed.length;
  return {
    mines: state.mines,
    revealed: [...state.revealed],
    status: state.status,
    hitMine: state.hitMine,
    minePositions: playing ? [] : [...state.minePositions],
    multiplier: multiplierTextOf(state),
    nextMultiplier: playing && k < MINES_TILES - state.mines ? minesMultiplierText(state.mines, k + 1) : null,
    win: state.status === 'cashed' && k > 0,
  };
}

/** The round's start choices: stake and mine count. */
export interface MinesStart {
  stake: bigint;
  mines: number;
}

/**
 * Mines played tile by tile. An abandoned round ends by cashing out when at least one safe tile is
 * revealed; with none revealed no outcome was played, so the stake is returned in full.
 */
export const minesInteractive: InteractiveGame<MinesStart, MinesState, MinesView> = {
  code: minesGame.code,

  parseStart(input) {
    if (isRecord(input) && (input.tiles !== undefined || input.reveals !== undefined))
      return { ok: false, message: 'Start a mines round with the stake and the number of mines only.' };
    const validated = minesGame.validate(input);
    if (!validated.ok) return validated;
    return { ok: true, choices: { stake: validated.choices.stake, mines: validated.choices.mines } };
  },

  startStake: (choices) => choices.stake,

  start: (choices, rng: Rng) => startMines(choices.stake, choices.mines, rng),

  act(state, action) {
    if (action.type === 'reveal') {
      const extra = unexpectedField(action, ['type', 'tile']);
      return extra ? { ok: false, message: extra } : revealTile(state, action.tile);
    }
    if (action.type === 'cashout') {
      const extra = unexpectedField(action, ['type']);
      return extra ? { ok: false, message: extra } : cashOutMines(state);
    }
    return { ok: false, message: `Unknown action '${action.type}': use reveal or cashout.` };
  },

  extraStake: () => 0n,
  isOver: (state) => state.status !== 'playing',
  payout: (state) => state.payout,
  wagered: (state) => state.stake,
  view: minesView,

  finalChoices(state) {
    const tiles = state.hitMine === null ? [...state.revealed] : [...state.revealed, state.hitMine];
    return { stake: state.stake.toString(), mines: state.mines, tiles };
  },

  finishAbandoned(state) {
    if (state.status !== 'playing') return state;
    const step = state.revealed.length > 0 ? cashOutMines(state) : refundUnplayedMines(state);
    if (!step.ok) throw new Error(step.message);
    return step.state;
  },

  serialize: (state) => encodeBigints(state),
  deserialize: (stored) => decodeBigints(stored) as MinesState,

  replay(choices, rng) {
    if (!isRecord(choices) || choices.tiles === undefined) return null;
    const validated = minesGame.validate(choices);
    if (!validated.ok) return validated;
    let state = startMines(validated.choices.stake, validated.choices.mines, rng);
    for (const tile of validated.choices.tiles) {
      if (state.status !== 'playing') return { ok: false, message: 'Tiles are listed after the round ended.' };
      const step = revealTile(state, tile);
      if (!step.ok) return step;
      state = step.state;
    }
    if (state.status !== 'playing') return { ok: true, state };
    return state.revealed.length === 0 ? refundUnplayedMines(state) : cashOutMines(state);
  },
};
