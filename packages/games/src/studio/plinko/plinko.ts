import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { binomial } from '../mines/mines';
import { isRecord, parseMinorUnits } from '../money';

/**
 * Fortuna Plinko. The ball falls through `rows` rows of pegs (8–16); at each row it goes left or
 * right from one float, as in the Stake scheme: direction = floor(float × 2), 0 left, 1 right. It
 * lands in bucket k = number of rights (0 … rows), so bucket k has probability C(rows, k) / 2^rows.
 * Bucket k pays PLINKO_TABLES[rows][risk][k] hundredths of the stake: payout = floor(stake × h / 100).
 *
 * Every table was designed (shape: centre c + (edge − c) × distance^γ, γ solved for 99%, rounded
 * to hundredths) and then tuned by whole hundredths so that Σ C(rows, k) × h_k = 99 × 2^rows, i.e.
 * every one of the 27 tables returns exactly 99% (tests recompute each from the binomial
 * distribution). Tables are symmetric and rise from the centre to the edges.
 */

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Pays in hundredths of the stake, bucket 0 (all left) … bucket rows (all right). */
export const PLINKO_TABLES: Readonly<Record<number, Readonly<Record<PlinkoRisk, readonly number[]>>>> = {
  8: {
    low: [562, 308, 146, 68, 50, 68, 146, 308, 562],
    medium: [1296, 463, 130, 47, 40, 47, 130, 463, 1296],
    high: [2900, 651, 94, 22, 20, 22, 94, 651, 2900],
  },
  9: {
    low: [642, 372, 193, 92, 53, 53, 92, 193, 372, 642],
    medium: [1704, 660, 207, 62, 40, 40, 62, 207, 660, 1704],
    high: [4515, 1081, 173, 28, 20, 20, 28, 173, 1081, 4515],
  },
  10: {
    low: [723, 444, 245, 123, 64, 50, 64, 123, 245, 444, 723],
    medium: [2213, 916, 313, 93, 43, 40, 43, 93, 313, 916, 2213],
    high: [7038, 1773, 312, 43, 20, 20, 20, 43, 312, 1773, 7038],
  },
  11: {
    low: [836, 526, 308, 162, 82, 52, 52, 82, 162, 308, 526, 836],
    medium: [2904, 1262, 464, 142, 52, 40, 40, 52, 142, 464, 1262, 2904],
    high: [10901, 2860, 548, 75, 22, 20, 20, 22, 75, 548, 2860, 10901],
  },
  12: {
    low: [955, 618, 376, 209, 107, 60, 50, 60, 107, 209, 376, 618, 955],
    medium: [3785, 1803, 737, 247, 71, 32, 30, 32, 71, 247, 737, 1803, 3785],
    high: [17002, 4613, 944, 137, 26, 20, 20, 20, 26, 137, 944, 4613, 17002],
  },
  13: {
    low: [1087, 726, 453, 264, 140, 75, 51, 51, 75, 140, 264, 453, 726, 1087],
    medium: [4948, 2422, 1043, 373, 111, 39, 30, 30, 39, 111, 373, 1043, 2422, 4948],
    high: [26502, 7371, 1601, 251, 37, 20, 20, 20, 20, 37, 251, 1601, 7371, 26502],
  },
  14: {
    low: [1239, 844, 544, 328, 180, 95, 57, 51, 57, 95, 180, 328, 544, 844, 1239],
    medium: [6461, 3253, 1452, 555, 174, 53, 31, 30, 31, 53, 174, 555, 1452, 3253, 6461],
    high: [41303, 11701, 2670, 449, 61, 22, 20, 20, 20, 22, 61, 449, 2670, 11701, 41303],
  },
  15: {
    low: [1412, 982, 647, 401, 229, 123, 69, 51, 51, 69, 123, 229, 401, 647, 982, 1412],
    medium: [8416, 4324, 2000, 801, 268, 80, 35, 30, 30, 35, 80, 268, 801, 2000, 4324, 8416],
    high: [64196, 18697, 4418, 796, 108, 25, 20, 20, 20, 20, 25, 108, 796, 4418, 18697, 64196],
  },
  16: {
    low: [1590, 1125, 758, 482, 287, 158, 86, 56, 50, 56, 86, 158, 287, 482, 758, 1125, 1590],
    medium: [11010, 5766, 2742, 1152, 409, 124, 43, 30, 30, 30, 43, 124, 409, 1152, 2742, 5766, 11010],
    high: [99988, 29600, 7249, 1390, 198, 33, 20, 20, 20, 20, 20, 33, 198, 1390, 7249, 29600, 99988],
  },
};

/** Pays of one table, in hundredths of the stake. */
export function plinkoTable(rows: number, risk: PlinkoRisk): readonly number[] {
  const table = PLINKO_TABLES[rows]?.[risk];
  if (!table) throw new RangeError(`no plinko table for ${rows} rows, ${risk} risk`);
  return table;
}

/** Exact RTP of a table: Σ C(rows, k) × h_k / (100 × 2^rows), as numerator / denominator. */
export function plinkoTableRtp(rows: number, risk: PlinkoRisk): { numerator: bigint; denominator: bigint } {
  const table = plinkoTable(rows, risk);
  let numerator = 0n;
  table.forEach((hundredths, k) => {
    numerator += binomial(rows, k) * BigInt(hundredths);
  });
  return { numerator, denominator: 100n * 2n ** BigInt(rows) };
}

/** Multiplier text of a bucket pay in hundredths (29.00, 0.20). */
const multiplierText = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${(hundredths % 100).toString().padStart(2, '0')}`;

export interface PlinkoChoices {
  stake: bigint;
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoDetail {
  rows: number;
  risk: PlinkoRisk;
  /** One entry per row: 0 left, 1 right. */
  path: number[];
  /** Bucket = number of rights, 0 … rows. */
  bucket: number;
  /** The bucket's pay in hundredths of the stake, and as text ('5.62'). */
  multiplierHundredths: number;
  multiplier: string;
}

export const plinkoGame: StudioGame<PlinkoChoices, PlinkoDetail> = {
  code: 'fortuna-plinko',
  version: '1.0.0',
  statedRtp: 0.99,
  paytable: {
    game: 'fortuna-plinko',
    rows: { min: PLINKO_MIN_ROWS, max: PLINKO_MAX_ROWS },
    risks: PLINKO_RISKS,
    path: 'one float per row: direction = floor(float × 2), 0 left, 1 right; bucket = number of rights',
    bucketProbability: 'C(rows, k) / 2^rows',
    tables: PLINKO_TABLES,
    tablesUnit: 'hundredths of the stake, bucket 0 … rows',
    payout: 'floor(stake × pay / 100) minor units',
    rtp: { exact: '99/100 for every table (Σ C(rows,k) × pay_k = 99 × 2^rows)', value: 0.99 },
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with stake, rows and risk.' };
    for (const key of Object.keys(input)) {
      if (!['stake', 'rows', 'risk'].includes(key))
        return { ok: false, message: `Unexpected field '${key}' in the choices.` };
    }
    const stake = parseMinorUnits(input.stake);
    if (stake === null) return { ok: false, message: 'Stake must be a whole number of minor units, at least 1.' };
    const rows = input.rows;
    if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) {
      return { ok: false, message: `Rows must be a whole number from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}.` };
    }
    const risk = input.risk;
    if (typeof risk !== 'string' || !(PLINKO_RISKS as readonly string[]).includes(risk)) {
      return { ok: false, message: "Risk must be 'low', 'medium' or 'high'." };
    }
    return { ok: true, choices: { stake, rows, risk: risk as PlinkoRisk } };
  },

  stakeOf(choices) {
    return choices.stake;
  },

  play(choices: PlinkoChoices, rng: Rng) {
    const path: number[] = [];
    for (let row = 0; row < choices.rows; row++) path.push(Math.floor(rng.nextFloat() * 2));
    const bucket = path.reduce((sum, step) => sum + step, 0);
    const hundredths = plinkoTable(choices.rows, choices.risk)[bucket] ?? 0;
    return {
      payout: (choices.stake * BigInt(hundredths)) / 100n,
      detail: {
        rows: choices.rows,
        risk: choices.risk,
        path,
        bucket,
        multiplierHundredths: hundredths,
        multiplier: multiplierText(hundredths),
      },
    };
  },
};
