/**
 * System bets: every combination of the chosen sizes from the legs of the slip, each a parlay of its own at the
 * same unit stake (2/3: the three doubles of three legs; a trixie: the three doubles and the treble; a patent:
 * the three singles too; a yankee: the 11 doubles, trebles and four-fold of four legs). A void leg counts 1.00 in
 * every combination it is part of, as in a parlay.
 */
import { betPayout, type LegOutcome } from './settlement';

/** Named covers: sizes of the combinations for a number of legs. */
export const NAMED_SYSTEMS = {
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
} as const;
export type NamedSystem = keyof typeof NAMED_SYSTEMS;

export const MIN_SYSTEM_LEGS = 3;

/** Whether `sizes` is a system over `legs` legs: distinct sizes from 1 to legs, not only the full parlay. */
export function validSystem(legs: number, sizes: readonly number[]): boolean {
  if (legs < MIN_SYSTEM_LEGS || sizes.length === 0) return false;
  if (new Set(sizes).size !== sizes.length) return false;
  if (sizes.some((k) => !Number.isInteger(k) || k < 1 || k > legs)) return false;
  return !(sizes.length === 1 && sizes[0] === legs);
}

/** The index sets of every combination of the sizes, smallest first, in lexicographic order. */
export function systemCombinations(legs: number, sizes: readonly number[]): number[][] {
  const out: number[][] = [];
  const pick = (size: number, start: number, chosen: number[]) => {
    if (chosen.length === size) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < legs; i++) pick(size, i + 1, [...chosen, i]);
  };
  for (const size of [...sizes].sort((a, b) => a - b)) pick(size, 0, []);
  return out;
}

/** How many lines (combinations) a system has: the sum of C(legs, size). */
export function systemLines(legs: number, sizes: readonly number[]): number {
  return systemCombinations(legs, sizes).length;
}

/**
 * What a system pays: the sum over its combinations of the unit stake times the product of their legs' factors
 * (each rounded down to the minor unit), capped at `maxPayout` when given.
 */
export function systemPayout(
  unitStake: bigint,
  legs: readonly { result: LegOutcome; odds: bigint }[],
  sizes: readonly number[],
  maxPayout?: bigint,
): bigint {
  let total = 0n;
  for (const combination of systemCombinations(legs.length, sizes)) {
    total += betPayout(
      unitStake,
      combination.map((i) => legs[i] as { result: LegOutcome; odds: bigint }),
    );
  }
  return maxPayout !== undefined && total > maxPayout ? maxPayout : total;
}

/** The return if every leg wins. */
export function systemPotentialReturn(
  unitStake: bigint,
  odds: readonly bigint[],
  sizes: readonly number[],
  maxPayout?: bigint,
): bigint {
  return systemPayout(
    unitStake,
    odds.map((o) => ({ result: 'win' as const, odds: o })),
    sizes,
    maxPayout,
  );
}

/**
 * What any bet pays on its legs' outcomes: a single or a parlay `betPayout` of its stake; a system bet the sum of
 * its lines at its stake per line (its stake over its lines). Capped at `maxPayout`.
 */
export function payoutOfBet(
  stake: bigint,
  legs: readonly { result: LegOutcome; odds: bigint }[],
  system: readonly number[] | null,
  maxPayout: bigint,
): bigint {
  if (!system) return betPayout(stake, legs, maxPayout);
  const unit = stake / BigInt(systemLines(legs.length, system));
  return systemPayout(unit, legs, system, maxPayout);
}
