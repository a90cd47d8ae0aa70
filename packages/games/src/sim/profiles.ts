import { crashSimProfile } from '../studio/crash/sim-profile';
import { minesSimProfile } from '../studio/mines/sim-profile';
import { plinkoSimProfile } from '../studio/plinko/sim-profile';
import {
  EVEN_MONEY_BET_TYPES,
  INSIDE_BET_TYPES,
  type RouletteBet,
  VALID_INSIDE_BETS,
} from '../studio/roulette/roulette';
import { scratchSimProfile } from '../studio/scratch/sim-profile';
import { waysSlotSimProfile } from '../studio/slot-243/sim-profile';
import { classicSlotSimProfile } from '../studio/slot-classic/sim-profile';
import { jackpotSlotSimProfile } from '../studio/slot-jackpot/sim-profile';

/**
 * What the simulated player sends each round (raw choices, validated by the game like any other).
 * Math.random is fine here: it only picks the bets; outcomes come from the provably-fair stream.
 */
export type ChoicesProfile = () => unknown;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Dice: either direction, any chance from 1.00% to 98.00% (uniform in 0.01 steps), stake 100.00. */
const dice: ChoicesProfile = () => {
  const direction = Math.random() < 0.5 ? 'under' : 'over';
  const chance = 100 + Math.floor(Math.random() * 9701); // hundredths: 1.00%–98.00%
  const target = direction === 'under' ? chance : 10_000 - chance;
  return { stake: 10_000, direction, target: (target / 100).toFixed(2) };
};

const INSIDE_BETS: RouletteBet[] = INSIDE_BET_TYPES.flatMap((type) =>
  [...VALID_INSIDE_BETS[type].values()].map((numbers) => ({ type, numbers })),
);
const OUTSIDE_BETS: RouletteBet[] = [
  ...([1, 2, 3] as const).map((dozen) => ({ type: 'dozen' as const, dozen })),
  ...([1, 2, 3] as const).map((column) => ({ type: 'column' as const, column })),
  ...EVEN_MONEY_BET_TYPES.map((type) => ({ type })),
];

/**
 * Roulette: 1–5 chips of 1.00–10.00, each with equal odds an outside bet (any of the 12: dozens,
 * columns, even money) or an inside bet (any of the 145 positions: straights, splits, corners …).
 */
const roulette: ChoicesProfile = () => {
  const chips = Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => ({
    bet: pick(Math.random() < 0.5 ? OUTSIDE_BETS : INSIDE_BETS),
    amount: pick([100, 200, 500, 1000]),
  }));
  return { chips };
};

/** Slot: a coin of 0.05 per line (1.00 total). */
const slot: ChoicesProfile = () => ({ coin: 5 });

export const simProfiles: Readonly<Record<string, ChoicesProfile>> = {
  'fortuna-dice': dice,
  'fortuna-roulette': roulette,
  'fortuna-slot-20': slot,
  'fortuna-mines': minesSimProfile,
  'fortuna-plinko': plinkoSimProfile,
  'fortuna-crash': crashSimProfile,
  'fortuna-scratch': scratchSimProfile,
  'fortuna-slot-classic': classicSlotSimProfile,
  'fortuna-slot-243': waysSlotSimProfile,
  'fortuna-slot-jackpot': jackpotSlotSimProfile,
  'fortuna-baccarat': () => ({ player: 10_000 }), // player bet only: its exact RTP is the stated one
  'fortuna-blackjack': () => ({ stake: 10_000 }), // the game plays basic strategy itself
  'fortuna-video-poker': () => ({ coinValue: 2_000, coins: 5 }), // max coins (royal 4000), optimal holds
};
