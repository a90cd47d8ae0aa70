import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, parseMinorUnits } from '../money';

/**
 * Fortuna Scratch: a ticket of 9 cells (3×3); three of one symbol win that symbol's prize.
 *
 * The prize comes first, from a weight table: float 1 → n = floor(float × 1,000,000), and the
 * prize is the one whose weight range holds n (PRIZES in order, then "no win"). The cells are then
 * built to show it, from the same stream:
 * - a win with symbol S: 6 other cells drawn without replacement (Fisher–Yates) from a pool
 *   holding each other symbol twice, so no other symbol reaches three; then the 3 S and those 6
 *   are shuffled into the 9 positions (9 more floats);
 * - no win: 9 cells drawn without replacement from a pool holding every symbol twice (already in
 *   a random order).
 * So a ticket always shows exactly the prize it pays, and every ticket can be replayed.
 *
 * RTP = Σ weight × prize / 1,000,000 = 960,000 / 1,000,000 = 96% exactly (payouts are whole
 * multiples of the stake, so no flooring).
 */

export const SCRATCH_SYMBOLS = ['STAR', 'DIAMOND', 'CROWN', 'BELL', 'SEVEN', 'CLOVER', 'LEMON', 'CHERRY'] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];

export const SCRATCH_CELLS = 9;
export const SCRATCH_WEIGHT_TOTAL = 1_000_000;

/** Prize (multiple of the ticket price) and weight (out of 1,000,000) of three of each symbol. */
export const SCRATCH_PRIZES: readonly { symbol: ScratchSymbol; prize: number; weight: number }[] = [
  { symbol: 'STAR', prize: 10_000, weight: 1 },
  { symbol: 'DIAMOND', prize: 1_000, weight: 10 },
  { symbol: 'CROWN', prize: 100, weight: 200 },
  { symbol: 'BELL', prize: 20, weight: 2_000 },
  { symbol: 'SEVEN', prize: 10, weight: 10_000 },
  { symbol: 'CLOVER', prize: 5, weight: 30_000 },
  { symbol: 'LEMON', prize: 2, weight: 150_000 },
  { symbol: 'CHERRY', prize: 1, weight: 330_000 },
];

/** Weight of a losing ticket: the rest of 1,000,000. */
export const SCRATCH_LOSS_WEIGHT = SCRATCH_WEIGHT_TOTAL - SCRATCH_PRIZES.reduce((sum, p) => sum + p.weight, 0);

/** Exact RTP: Σ weight × prize / total. */
export function scratchRtp(): { numerator: bigint; denominator: bigint } {
  const numerator = SCRATCH_PRIZES.reduce((sum, p) => sum + BigInt(p.weight) * BigInt(p.prize), 0n);
  return { numerator, denominator: BigInt(SCRATCH_WEIGHT_TOTAL) };
}

/** The prize line for a draw n in [0, 1,000,000), or null for no win. */
export function scratchPrizeFor(n: number): (typeof SCRATCH_PRIZES)[number] | null {
  let rest = n;
  for (const prize of SCRATCH_PRIZES) {
    if (rest < prize.weight) return prize;
    rest -= prize.weight;
  }
  return null;
}

export interface ScratchChoices {
  stake: bigint;
}

export interface ScratchDetail {
  /** The 9 cells, row by row (cell = row × 3 + column). */
  cells: ScratchSymbol[];
  /** The winning symbol, or null. */
  symbol: ScratchSymbol | null;
  /** Prize as a multiple of the ticket price (0 for no win). */
  prize: number;
  /** Cell indexes of the three winning symbols. */
  winningCells: number[];
}

const twice = (symbols: readonly ScratchSymbol[]): ScratchSymbol[] => symbols.flatMap((s) => [s, s]);

export const scratchGame: StudioGame<ScratchChoices, ScratchDetail> = {
  code: 'fortuna-scratch',
  version: '1.0.0',
  statedRtp: 0.96,
  paytable: {
    game: 'fortuna-scratch',
    cells: SCRATCH_CELLS,
    rule: 'three of a symbol among the 9 cells wins its prize × ticket price; a ticket shows at most one triple',
    prizes: SCRATCH_PRIZES,
    lossWeight: SCRATCH_LOSS_WEIGHT,
    weightTotal: SCRATCH_WEIGHT_TOTAL,
    outcome: 'float 1: n = floor(float × 1,000,000) picks the prize by weight; cells are then drawn to show it',
    hitRate: (SCRATCH_WEIGHT_TOTAL - SCRATCH_LOSS_WEIGHT) / SCRATCH_WEIGHT_TOTAL,
    rtp: { exact: '960000/1000000', value: 0.96 },
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with a stake (ticket price).' };
    for (const key of Object.keys(input)) {
      if (key !== 'stake') return { ok: false, message: `Unexpected field '${key}' in the choices.` };
    }
    const stake = parseMinorUnits(input.stake);
    if (stake === null) return { ok: false, message: 'Stake must be a whole number of minor units, at least 1.' };
    return { ok: true, choices: { stake } };
  },

  stakeOf(choices) {
    return choices.stake;
  },

  play(choices: ScratchChoices, rng: Rng) {
    const prize = scratchPrizeFor(rng.nextInt(SCRATCH_WEIGHT_TOTAL));
    let cells: ScratchSymbol[];
    if (prize) {
      const others = rng.draw(twice(SCRATCH_SYMBOLS.filter((s) => s !== prize.symbol)), SCRATCH_CELLS - 3);
      cells = rng.shuffle([prize.symbol, prize.symbol, prize.symbol, ...others]);
    } else {
      cells = rng.draw(twice(SCRATCH_SYMBOLS), SCRATCH_CELLS);
    }
    const winningCells = prize ? cells.flatMap((s, i) => (s === prize.symbol ? [i] : [])) : [];
    return {
      payout: prize ? choices.stake * BigInt(prize.prize) : 0n,
      detail: { cells, symbol: prize?.symbol ?? null, prize: prize?.prize ?? 0, winningCells },
    };
  },
};
