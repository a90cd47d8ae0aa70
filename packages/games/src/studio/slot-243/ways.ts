import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, MAX_STAKE_MINOR, parseMinorUnits } from '../money';
import {
  WAYS_BET_MULTIPLIER,
  WAYS_FREE_SPIN_MULTIPLIER,
  WAYS_FREE_SPINS_AWARD,
  WAYS_FREE_SPINS_CAP,
  WAYS_PAYING_SYMBOLS,
  WAYS_PAYS,
  WAYS_REELS,
  WAYS_REELS_COUNT,
  WAYS_ROWS,
  WAYS_SCATTER_PAYS,
  WAYS_SYMBOLS,
  type WaysPayingSymbol,
  type WaysSymbol,
} from './reels';

/**
 * Fortuna Dragon Ways: 5 reels × 3 rows, 243 ways. Stake = coin × 25. One float per reel:
 * stop = floor(float × strip length). For each paying symbol S, count n_r = cells on reel r showing
 * S or WILD; if S shows on reels 1 … k (k ≥ 3) in a row from the left, the win is
 * WAYS_PAYS[S][k] × n₁ × … × n_k coins (the number of ways). Scatters pay anywhere
 * (× total stake), and 3+ award 10 free spins (retrigger +10, at most 50 per round) on the same
 * strips with every win × 3, all played inside the round.
 */

export interface WaysWin {
  symbol: WaysPayingSymbol;
  /** Reels from the left, 3–5. */
  reels: number;
  ways: number;
  /** Coins per way. */
  pay: number;
  /** ways × pay, coins (before the free-spin multiplier). */
  coins: number;
}

/** Ways wins of a window (window[reel] = [top, middle, bottom]) and its scatter count. */
export function evaluateWays(window: readonly (readonly WaysSymbol[])[]): {
  wins: WaysWin[];
  coins: number;
  scatterCount: number;
} {
  const wins: WaysWin[] = [];
  let coins = 0;
  for (const symbol of WAYS_PAYING_SYMBOLS) {
    let reels = 0;
    let ways = 1;
    for (let reel = 0; reel < WAYS_REELS_COUNT; reel++) {
      const n = (window[reel] ?? []).filter((s) => s === symbol || s === 'WILD').length;
      if (n === 0) break;
      ways *= n;
      reels++;
    }
    if (reels >= 3) {
      const pay = WAYS_PAYS[symbol][reels as 3 | 4 | 5];
      wins.push({ symbol, reels, ways, pay, coins: pay * ways });
      coins += pay * ways;
    }
  }
  const scatterCount = window.reduce((sum, column) => sum + column.filter((s) => s === 'SCATTER').length, 0);
  return { wins, coins, scatterCount };
}

/** Scatter pay in multiples of the total stake (0 below 3). */
export function waysScatterPay(count: number): number {
  if (count >= 5) return WAYS_SCATTER_PAYS[5];
  if (count === 4) return WAYS_SCATTER_PAYS[4];
  if (count === 3) return WAYS_SCATTER_PAYS[3];
  return 0;
}

export const waysTriggers = (scatterCount: number): boolean => scatterCount >= 3;

/** The window of these stops on these strips. */
export function waysWindow(strips: readonly (readonly WaysSymbol[])[], stops: readonly number[]): WaysSymbol[][] {
  return strips.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return Array.from({ length: WAYS_ROWS }, (_, row) => strip[(stop + row) % strip.length] ?? 'J');
  });
}

/** Hard-coded from exact-rtp.ts (a test recomputes and compares them, 4 decimals). */
export const WAYS_RTP = { total: 0.9588, baseWays: 0.8578, baseScatters: 0.0081, freeSpins: 0.093 } as const;

export interface WaysChoices {
  coin: bigint;
}

export interface WaysSpin {
  mode: 'base' | 'free';
  multiplier: number;
  stops: number[];
  window: WaysSymbol[][];
  wins: (WaysWin & { win: string })[];
  scatter: { count: number; pay: number; win: string; freeSpinsAwarded: number };
  win: string;
}

export interface WaysDetail {
  coin: string;
  totalStake: string;
  spins: WaysSpin[];
  freeSpins: { awarded: number; played: number };
  totalWin: string;
}

function spin(mode: 'base' | 'free', coin: bigint, rng: Rng): { spin: WaysSpin; payout: bigint } {
  const stops = WAYS_REELS.map((strip) => rng.nextInt(strip.length));
  const window = waysWindow(WAYS_REELS, stops);
  const evaluation = evaluateWays(window);
  const multiplier = mode === 'free' ? WAYS_FREE_SPIN_MULTIPLIER : 1;
  const factor = BigInt(multiplier);
  const totalStake = coin * BigInt(WAYS_BET_MULTIPLIER);
  const scatterMultiple = waysScatterPay(evaluation.scatterCount);
  const scatterWin = totalStake * BigInt(scatterMultiple) * factor;
  const payout = coin * BigInt(evaluation.coins) * factor + scatterWin;
  return {
    payout,
    spin: {
      mode,
      multiplier,
      stops,
      window,
      wins: evaluation.wins.map((w) => ({ ...w, win: (coin * BigInt(w.coins) * factor).toString() })),
      scatter: {
        count: evaluation.scatterCount,
        pay: scatterMultiple,
        win: scatterWin.toString(),
        freeSpinsAwarded: 0,
      },
      win: payout.toString(),
    },
  };
}

const MAX_COIN = MAX_STAKE_MINOR / BigInt(WAYS_BET_MULTIPLIER);

export const waysSlotGame: StudioGame<WaysChoices, WaysDetail> = {
  code: 'fortuna-slot-243',
  version: '1.0.0',
  statedRtp: WAYS_RTP.total,
  paytable: {
    game: 'fortuna-slot-243',
    name: 'Fortuna Dragon Ways',
    layout: { reels: WAYS_REELS_COUNT, rows: WAYS_ROWS, ways: 243 },
    stake: `coin × ${WAYS_BET_MULTIPLIER}`,
    symbols: WAYS_SYMBOLS,
    waysPays: WAYS_PAYS,
    waysPaysUnit: 'coin per way',
    waysRule:
      'a symbol on 3+ adjacent reels from the leftmost pays its pay × (product of its count, WILDs included, on those reels)',
    wild: 'WILD (reels 2–4) substitutes for every paying symbol',
    scatterPays: WAYS_SCATTER_PAYS,
    scatterPaysUnit: 'total stake, scatters anywhere',
    freeSpins: {
      trigger: '3 or more SCATTERs',
      award: WAYS_FREE_SPINS_AWARD,
      retrigger: `3 or more SCATTERs during free spins add ${WAYS_FREE_SPINS_AWARD} more`,
      maxPerRound: WAYS_FREE_SPINS_CAP,
      multiplier: WAYS_FREE_SPIN_MULTIPLIER,
      reels: 'the base strips',
    },
    reelStrips: WAYS_REELS,
    stops: 'stop = floor(float × strip length) per reel, left to right; a stop shows strip[stop..stop+2]',
    rtp: WAYS_RTP,
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with a coin (stake / 25).' };
    for (const key of Object.keys(input)) {
      if (key !== 'coin') return { ok: false, message: `Unexpected field '${key}' in the choices.` };
    }
    const coin = parseMinorUnits(input.coin);
    if (coin === null || coin > MAX_COIN) {
      return { ok: false, message: 'Coin (stake / 25) must be a whole number of minor units, at least 1.' };
    }
    return { ok: true, choices: { coin } };
  },

  stakeOf(choices) {
    return choices.coin * BigInt(WAYS_BET_MULTIPLIER);
  },

  play(choices: WaysChoices, rng: Rng) {
    const spins: WaysSpin[] = [];
    const base = spin('base', choices.coin, rng);
    spins.push(base.spin);
    let payout = base.payout;
    let awarded = 0;
    if (waysTriggers(base.spin.scatter.count)) {
      awarded = WAYS_FREE_SPINS_AWARD;
      base.spin.scatter.freeSpinsAwarded = awarded;
    }
    let played = 0;
    while (played < awarded) {
      const free = spin('free', choices.coin, rng);
      played++;
      if (waysTriggers(free.spin.scatter.count)) {
        const extra = Math.min(WAYS_FREE_SPINS_AWARD, WAYS_FREE_SPINS_CAP - awarded);
        awarded += extra;
        free.spin.scatter.freeSpinsAwarded = extra;
      }
      spins.push(free.spin);
      payout += free.payout;
    }
    return {
      payout,
      detail: {
        coin: choices.coin.toString(),
        totalStake: (choices.coin * BigInt(WAYS_BET_MULTIPLIER)).toString(),
        spins,
        freeSpins: { awarded, played },
        totalWin: payout.toString(),
      },
    };
  },
};
