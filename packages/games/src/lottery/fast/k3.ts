import type { Rng } from '../../fairness/floats';

/**
 * K3 (docs/lottery.md "K3"): three dice. Bet types: the sum (3–18, odds per sum), big (11–17) / small (4–10) /
 * odd / even on the sum (a triple loses all four), a triple (any, or a specific one 111–666) and a pair (a
 * specific number on at least two dice). Odds are in hundredths of the stake, each near 95% RTP.
 */
export const K3_SIDES = ['big', 'small', 'odd', 'even'] as const;
export type K3Side = (typeof K3_SIDES)[number];

/** Odds per sum, in hundredths. */
export const K3_SUM_ODDS: Readonly<Record<string, number>> = {
  '3': 20_500,
  '4': 6_800,
  '5': 3_400,
  '6': 2_050,
  '7': 1_350,
  '8': 970,
  '9': 820,
  '10': 760,
  '11': 760,
  '12': 820,
  '13': 970,
  '14': 1_350,
  '15': 2_050,
  '16': 3_400,
  '17': 6_800,
  '18': 20_500,
};
export const K3_SIDE_ODDS = 195;
export const K3_ANY_TRIPLE_ODDS = 3_400;
export const K3_TRIPLE_ODDS = 20_500;
export const K3_PAIR_ODDS = 1_280;

export const K3_TRIPLES = ['111', '222', '333', '444', '555', '666'] as const;
export const K3_PAIRS = ['11', '22', '33', '44', '55', '66'] as const;

/** Three dice, one float each: floor(float × 6) + 1. */
export function drawK3Result(rng: Rng): { dice: string[] } {
  return { dice: Array.from({ length: 3 }, () => String(rng.nextInt(6) + 1)) };
}

export function isK3Result(value: unknown): value is { dice: string[] } {
  const dice = (value as { dice?: unknown } | null)?.dice;
  return (
    Array.isArray(dice) && dice.length === 3 && dice.every((die) => typeof die === 'string' && /^[1-6]$/.test(die))
  );
}

export function k3Sum(dice: readonly string[]): number {
  return dice.reduce((sum, die) => sum + Number(die), 0);
}

export function isTriple(dice: readonly string[]): boolean {
  return dice.length === 3 && dice.every((die) => die === dice[0]);
}

export function k3SideWins(side: K3Side, dice: readonly string[]): boolean {
  if (isTriple(dice)) return false;
  const sum = k3Sum(dice);
  if (side === 'big') return sum >= 11;
  if (side === 'small') return sum <= 10;
  return (sum % 2 === 1) === (side === 'odd');
}

/** Whether a triple line ('any' or '111'–'666') wins. */
export function k3TripleWins(line: string, dice: readonly string[]): boolean {
  return isTriple(dice) && (line === 'any' || line === dice.join(''));
}

/** Whether a pair line ('11'–'66') wins: its number on at least two dice. */
export function k3PairWins(line: string, dice: readonly string[]): boolean {
  return dice.filter((die) => die === line[0]).length >= 2;
}

/** Every one of the 216 equally likely rolls (for exact RTPs). */
export function allK3Rolls(): string[][] {
  const rolls: string[][] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([String(a), String(b), String(c)]);
  return rolls;
}
