import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, parseMinorUnits } from '../money';

/**
 * Fortuna Mines. A 5×5 grid (tiles 0–24, tile = row × 5 + column) hides `m` mines (1–24). The
 * layout is fixed when the round starts: the mines are the first `m` tiles of a Fisher–Yates draw
 * from the tiles 0–24 (one float per pick over the tiles still left, as in the Stake scheme), so the
 * whole layout is known to the server from the first moment and can be shown after the round.
 *
 * After k safe reveals the multiplier is 0.99 × C(25, k) / C(25 − m, k), kept as the exact ratio
 * 99·C(25,k) / (100·C(25−m,k)); cash-out pays floor(stake × that). Any fixed set of k tiles is all
 * safe with probability C(25 − m, k) / C(25, k) (the layout is uniform), so every strategy that
 * cashes out after k safe reveals returns exactly 0.99 of the stake before flooring.
 */

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_RTP_NUMERATOR = 99;
export const MINES_RTP_DENOMINATOR = 100;

const ALL_TILES: readonly number[] = Array.from({ length: MINES_TILES }, (_, i) => i);

/** C(n, k) as a bigint (0 when k is out of range). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The exact multiplier after `safeReveals` safe tiles with `mines` mines: 99·C(25,k) / (100·C(25−m,k)). */
export function minesMultiplier(mines: number, safeReveals: number): { numerator: bigint; denominator: bigint } {
  if (safeReveals < 0 || safeReveals > MINES_TILES - mines) throw new RangeError('more reveals than safe tiles');
  return {
    numerator: BigInt(MINES_RTP_NUMERATOR) * binomial(MINES_TILES, safeReveals),
    denominator: BigInt(MINES_RTP_DENOMINATOR) * binomial(MINES_TILES - mines, safeReveals),
  };
}

/** Cash-out payout: floor(stake × multiplier). */
export function minesPayout(stake: bigint, mines: number, safeReveals: number): bigint {
  const { numerator, denominator } = minesMultiplier(mines, safeReveals);
  return (stake * numerator) / denominator;
}

/** The multiplier as a decimal string with 4 places, rounded down. */
export function minesMultiplierText(mines: number, safeReveals: number): string {
  const { numerator, denominator } = minesMultiplier(mines, safeReveals);
  const scaled = (numerator * 10_000n) / denominator;
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
}

/** The mine layout from the RNG: the first `mines` tiles of a Fisher–Yates draw, sorted. Reads `mines` floats. */
export function drawMines(mines: number, rng: Rng): number[] {
  return rng.draw(ALL_TILES, mines).sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// The server's state machine: start → reveal(tile)… → cashOut (or a mine ends the round).

export type MinesStatus = 'playing' | 'busted' | 'cashed';

export interface MinesState {
  stake: bigint;
  mines: number;
  /** The full layout, fixed at start; never sent to the client before the round ends. */
  minePositions: readonly number[];
  /** Safe tiles revealed so far, in order. */
  revealed: readonly number[];
  status: MinesStatus;
  /** The tile that hit a mine (busted rounds). */
  hitMine: number | null;
  /** Payout once the round is over (0 when busted). */
  payout: bigint;
}

export function startMines(stake: bigint, mines: number, rng: Rng): MinesState {
  if (stake < 1n) throw new RangeError('stake must be at least 1');
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) throw new RangeError('mines must be 1–24');
  return {
    stake,
    mines,
    minePositions: drawMines(mines, rng),
    revealed: [],
    status: 'playing',
    hitMine: null,
    payout: 0n,
  };
}

export type MinesStep = { ok: true; state: MinesState } | { ok: false; message: string };

/**
 * Reveals a tile: a mine ends the round with nothing; a safe tile raises the multiplier, and
 * revealing the last safe tile cashes out automatically. Returns a new state.
 */
export function revealTile(state: MinesState, tile: unknown): MinesStep {
  if (state.status !== 'playing') return { ok: false, message: 'The round is over.' };
  if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    return { ok: false, message: 'Tile must be a whole number from 0 to 24.' };
  }
  if (state.revealed.includes(tile)) return { ok: false, message: `Tile ${tile} is already revealed.` };
  if (state.minePositions.includes(tile)) {
    return { ok: true, state: { ...state, status: 'busted', hitMine: tile, payout: 0n } };
  }
  const revealed = [...state.revealed, tile];
  const next: MinesState = { ...state, revealed };
  if (revealed.length === MINES_TILES - state.mines) {
    return {
      ok: true,
      state: { ...next, status: 'cashed', payout: minesPayout(state.stake, state.mines, revealed.length) },
    };
  }
  return { ok: true, state: next };
}

/** Cashes out at the current multiplier; at least one tile must have been revealed. */
export function cashOutMines(state: MinesState): MinesStep {
  if (state.status !== 'playing') return { ok: false, message: 'The round is over.' };
  if (state.revealed.length === 0) return { ok: false, message: 'Reveal at least one tile before cashing out.' };
  return {
    ok: true,
    state: { ...state, status: 'cashed', payout: minesPayout(state.stake, state.mines, state.revealed.length) },
  };
}

/**
 * Ends a round in which no tile was revealed (an abandoned round, finished by the server): no
 * outcome was played, so the stake is returned in full (multiplier 1).
 */
export function refundUnplayedMines(state: MinesState): MinesStep {
  if (state.status !== 'playing') return { ok: false, message: 'The round is over.' };
  if (state.revealed.length > 0) return { ok: false, message: 'Tiles were revealed: cash out instead.' };
  return { ok: true, state: { ...state, status: 'cashed', payout: state.stake } };
}

/** The multiplier of a finished or running state as text: '0.0000' busted, '1.0000' refunded unplayed. */
export function multiplierTextOf(state: MinesState): string {
  if (state.status === 'busted') return '0.0000';
  if (state.status === 'cashed' && state.revealed.length === 0) return '1.0000';
  return minesMultiplierText(state.mines, state.revealed.length);
}

// ---------------------------------------------------------------------------------------------
// One-shot play (simulator, auto-play): reveal a planned list of tiles, cash out after the last.

export interface MinesChoices {
  stake: bigint;
  mines: number;
  /**
   * Tiles to reveal in order (distinct); the round cashes out after the last one if none was a mine.
   * Empty: the interactive start (`{ stake, mines }`), or a round that ended before any reveal, which
   * returns the stake.
   */
  tiles: number[];
}

export interface MinesDetail {
  mines: number;
  minePositions: number[];
  /** Safe tiles revealed, in order. */
  revealed: number[];
  /** The tile that hit a mine, or null. */
  hitMine: number | null;
  status: 'busted' | 'cashed';
  multiplier: string;
  multiplierRatio: { numerator: string; denominator: string };
  win: boolean;
}

export const minesGame: StudioGame<MinesChoices, MinesDetail> = {
  code: 'fortuna-mines',
  version: '1.0.0',
  statedRtp: MINES_RTP_NUMERATOR / MINES_RTP_DENOMINATOR,
  paytable: {
    game: 'fortuna-mines',
    grid: { columns: 5, rows: 5, tiles: MINES_TILES, tile: 'row × 5 + column' },
    mines: { min: MINES_MIN, max: MINES_MAX },
    layout:
      'mines = the first m tiles of a Fisher–Yates draw from tiles 0–24, one float per pick (floor(float × tiles left))',
    multiplier: {
      formula: '0.99 × C(25, k) / C(25 − m, k) after k safe reveals',
      exact: '99·C(25,k) / (100·C(25−m,k))',
    },
    payout: 'floor(stake × multiplier) minor units on cash-out; 0 on a mine',
    abandoned: 'after 24 hours without a decision: cash-out, or the stake back when no tile was revealed',
    rtp: { exact: '99/100', value: 0.99, why: 'P(k chosen tiles all safe) = C(25−m,k)/C(25,k)' },
  },

  validate(input) {
    if (!isRecord(input))
      return { ok: false, message: 'Choices must be an object with stake, mines and reveals or tiles.' };
    for (const key of Object.keys(input)) {
      if (!['stake', 'mines', 'reveals', 'tiles'].includes(key)) {
        return { ok: false, message: `Unexpected field '${key}' in the choices.` };
      }
    }
    const stake = parseMinorUnits(input.stake);
    if (stake === null) return { ok: false, message: 'Stake must be a whole number of minor units, at least 1.' };
    const mines = input.mines;
    if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
      return { ok: false, message: `Mines must be a whole number from ${MINES_MIN} to ${MINES_MAX}.` };
    }
    const safe = MINES_TILES - mines;
    let tiles: number[];
    if (input.tiles === undefined && input.reveals === undefined) {
      tiles = [];
    } else if (input.tiles !== undefined) {
      if (input.reveals !== undefined) return { ok: false, message: 'Give either reveals or tiles, not both.' };
      const raw = input.tiles;
      if (!Array.isArray(raw) || raw.length > safe) {
        return { ok: false, message: `Tiles must be a list of at most ${safe} tiles with ${mines} mine(s).` };
      }
      tiles = [];
      for (const tile of raw) {
        if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
          return { ok: false, message: 'Each tile must be a whole number from 0 to 24.' };
        }
        if (tiles.includes(tile)) return { ok: false, message: `Tile ${tile} is listed twice.` };
        tiles.push(tile);
      }
    } else {
      const reveals = input.reveals;
      if (typeof reveals !== 'number' || !Number.isInteger(reveals) || reveals < 1 || reveals > safe) {
        return { ok: false, message: `Reveals must be a whole number from 1 to ${safe} with ${mines} mine(s).` };
      }
      tiles = ALL_TILES.slice(0, reveals);
    }
    return { ok: true, choices: { stake, mines, tiles } };
  },

  stakeOf(choices) {
    return choices.stake;
  },

  play(choices: MinesChoices, rng: Rng) {
    let state = startMines(choices.stake, choices.mines, rng);
    for (const tile of choices.tiles) {
      const step = revealTile(state, tile);
      if (!step.ok) throw new Error(step.message);
      state = step.state;
      if (state.status !== 'playing') break;
    }
    if (state.status === 'playing') {
      const step = state.revealed.length === 0 ? refundUnplayedMines(state) : cashOutMines(state);
      if (!step.ok) throw new Error(step.message);
      state = step.state;
    }
    const k = state.revealed.length;
    const { numerator, denominator } = minesMultiplier(state.mines, k);
    const win = state.status === 'cashed' && k > 0;
    return {
      payout: state.payout,
      detail: {
        mines: state.mines,
        minePositions: [...state.minePositions],
        revealed: [...state.revealed],
        hitMine: state.hitMine,
        status: state.status === 'cashed' ? 'cashed' : 'busted',
        multiplier: multiplierTextOf(state),
        multiplierRatio: { numerator: numerator.toString(), denominator: denominator.toString() },
        win,
      },
    };
  },
};
