import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, parseMinorUnits } from '../money';

/**
 * Fortuna Jackpot (sub-type JP): a 3-reel, 3-row slot paying on the middle line, whose top
 * combination, three JACKPOTs, wins the progressive pool. Stake = the line bet. One float per
 * reel: stop = floor(float × 32); the middle row shows strip[stop + 1].
 *
 * The maths here covers the base game only: `play` pays the base wins and reports `jackpotHit`;
 * the server pays the pool (and feeds it with JACKPOT_CONTRIBUTION of every stake).
 *
 * Base game (each reel holds 1/2/3/5/6/7/8 of JACKPOT/SEVEN/BAR/BELL/PLUM/LEMON/CHERRY out of 32):
 * three of a kind pays JACKPOT_THREE_PAYS × stake; otherwise CHERRY on reels 1 and 2 pays 2, CHERRY
 * on reel 1 pays 1. Base RTP = Σ_s n(s)³ pay(s) / 32³ + 2 P(C, C, ¬C) + P(C, ¬C) = 31,104 / 32,768
 * = 243/256 = 94.921875% exactly. Jackpot hit probability = 1/32³ = 1/32,768 per spin.
 *
 * Stated RTP = base RTP + contribution rate = 243/256 + 1/100 = 6,139/6,400 = 95.921875%: the
 * long-run return if every contributed unit is eventually paid out as a jackpot (pool seeds and
 * the pool left at shutdown move the realised figure; the server owns those). The simulator sees
 * only `payout` (base wins), so it measures the base RTP, 1% below the stated figure.
 */

export const JACKPOT_SYMBOLS = ['JACKPOT', 'SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
export type JackpotSymbol = (typeof JACKPOT_SYMBOLS)[number];

/** Three of a kind on the middle line, in multiples of the stake (JACKPOT: the pool, 0 here). */
export const JACKPOT_THREE_PAYS: Readonly<Record<JackpotSymbol, number>> = {
  JACKPOT: 0,
  SEVEN: 200,
  BAR: 100,
  BELL: 40,
  PLUM: 25,
  LEMON: 12,
  CHERRY: 6,
};
export const JACKPOT_TWO_CHERRIES = 2;
export const JACKPOT_ONE_CHERRY = 1;

/** Share of every stake that feeds the progressive pool. */
export const JACKPOT_CONTRIBUTION = { numerator: 1, denominator: 100 } as const;
/** Exact base-game RTP (a test re-derives it over all 32,768 stops). */
export const JACKPOT_BASE_RTP = { numerator: 243, denominator: 256 } as const;
/** Probability three JACKPOTs land on the line. */
export const JACKPOT_HIT_PROBABILITY = { numerator: 1, denominator: 32_768 } as const;
/** Base RTP + contribution rate = 6139/6400. */
export const JACKPOT_STATED_RTP = { numerator: 6_139, denominator: 6_400 } as const;

export const JACKPOT_REELS: readonly (readonly JackpotSymbol[])[] = [
  [
    'BELL',
    'PLUM',
    'CHERRY',
    'BELL',
    'PLUM',
    'BAR',
    'SEVEN',
    'PLUM',
    'BELL',
    'CHERRY',
    'BAR',
    'PLUM',
    'LEMON',
    'BELL',
    'LEMON',
    'PLUM',
    'CHERRY',
    'LEMON',
    'BELL',
    'CHERRY',
    'LEMON',
    'CHERRY',
    'LEMON',
    'BAR',
    'LEMON',
    'CHERRY',
    'PLUM',
    'CHERRY',
    'SEVEN',
    'LEMON',
    'CHERRY',
    'JACKPOT',
  ],
  [
    'BAR',
    'PLUM',
    'CHERRY',
    'BELL',
    'CHERRY',
    'SEVEN',
    'BELL',
    'PLUM',
    'BAR',
    'PLUM',
    'LEMON',
    'CHERRY',
    'LEMON',
    'CHERRY',
    'BAR',
    'CHERRY',
    'PLUM',
    'LEMON',
    'PLUM',
    'LEMON',
    'CHERRY',
    'LEMON',
    'CHERRY',
    'LEMON',
    'SEVEN',
    'BELL',
    'JACKPOT',
    'BELL',
    'PLUM',
    'CHERRY',
    'LEMON',
    'BELL',
  ],
  [
    'SEVEN',
    'BELL',
    'LEMON',
    'CHERRY',
    'LEMON',
    'CHERRY',
    'PLUM',
    'CHERRY',
    'LEMON',
    'BELL',
    'PLUM',
    'BELL',
    'LEMON',
    'BAR',
    'LEMON',
    'PLUM',
    'CHERRY',
    'PLUM',
    'CHERRY',
    'JACKPOT',
    'LEMON',
    'PLUM',
    'BAR',
    'LEMON',
    'CHERRY',
    'BAR',
    'BELL',
    'PLUM',
    'SEVEN',
    'CHERRY',
    'BELL',
    'CHERRY',
  ],
];

/** The middle-line pay in multiples of the stake, and whether it is the jackpot. */
export function jackpotLinePay(
  a: JackpotSymbol,
  b: JackpotSymbol,
  c: JackpotSymbol,
): { pay: number; jackpot: boolean } {
  if (a === b && b === c) return { pay: JACKPOT_THREE_PAYS[a], jackpot: a === 'JACKPOT' };
  if (a === 'CHERRY' && b === 'CHERRY') return { pay: JACKPOT_TWO_CHERRIES, jackpot: false };
  if (a === 'CHERRY') return { pay: JACKPOT_ONE_CHERRY, jackpot: false };
  return { pay: 0, jackpot: false };
}

export interface JackpotChoices {
  stake: bigint;
}

export interface JackpotDetail {
  stops: number[];
  /** window[reel] = [top, middle, bottom]; the line is the middle row. */
  window: JackpotSymbol[][];
  line: JackpotSymbol[];
  /** Base pay in multiples of the stake. */
  pay: number;
  jackpotHit: boolean;
  /** floor(stake × 1/100): what this spin adds to the pool, for the server. */
  jackpotContribution: string;
  win: string;
}

export const jackpotSlotGame: StudioGame<JackpotChoices, JackpotDetail> = {
  code: 'fortuna-slot-jackpot',
  version: '1.0.0',
  statedRtp: JACKPOT_STATED_RTP.numerator / JACKPOT_STATED_RTP.denominator,
  paytable: {
    game: 'fortuna-slot-jackpot',
    name: 'Fortuna Jackpot',
    subType: 'JP',
    layout: { reels: 3, rows: 3, lines: 1, line: 'middle row' },
    symbols: JACKPOT_SYMBOLS,
    threeOfAKind: JACKPOT_THREE_PAYS,
    cherries: { reels1and2: JACKPOT_TWO_CHERRIES, reel1: JACKPOT_ONE_CHERRY },
    paysUnit: 'stake; the line pays its first matching rule',
    jackpot: {
      combination: 'three JACKPOTs on the line',
      pays: 'the progressive pool (paid by the server)',
      hitProbability: '1/32768',
      contribution: '1% of every stake',
    },
    reelStrips: JACKPOT_REELS,
    stops: 'stop = floor(float × 32) per reel, left to right; a stop shows strip[stop..stop+2]',
    rtp: {
      base: { exact: '243/256', value: JACKPOT_BASE_RTP.numerator / JACKPOT_BASE_RTP.denominator },
      contribution: 0.01,
      stated: { exact: '6139/6400', value: JACKPOT_STATED_RTP.numerator / JACKPOT_STATED_RTP.denominator },
      assumption: 'stated = base + contribution: the long-run return if the whole pool is paid back out as jackpots',
    },
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with a stake.' };
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

  play(choices: JackpotChoices, rng: Rng) {
    const stops = JACKPOT_REELS.map((strip) => rng.nextInt(strip.length));
    const window = JACKPOT_REELS.map((strip, reel) =>
      [0, 1, 2].map((row) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? 'CHERRY'),
    );
    const line = window.map((column) => column[1] ?? 'CHERRY');
    const [a = 'CHERRY', b = 'CHERRY', c = 'CHERRY'] = line;
    const { pay, jackpot } = jackpotLinePay(a, b, c);
    const payout = choices.stake * BigInt(pay);
    const contribution =
      (choices.stake * BigInt(JACKPOT_CONTRIBUTION.numerator)) / BigInt(JACKPOT_CONTRIBUTION.denominator);
    return {
      payout,
      detail: {
        stops,
        window,
        line,
        pay,
        jackpotHit: jackpot,
        jackpotContribution: contribution.toString(),
        win: payout.toString(),
      },
    };
  },
};
