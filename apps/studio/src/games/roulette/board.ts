import {
  colourOf,
  type InsideBetType,
  ODDS,
  type RouletteBet,
  type RouletteColour,
  VALID_INSIDE_BETS,
  WHEEL_ORDER,
} from '@fortuna/games/studio/roulette/roulette';

/*
 * The betting layout's geometry. Inside bets live on a grid in "layout units": the street axis
 * s runs from -1 (the zero box) to 12 (street r covers s ∈ [r, r+1) and holds 3r+1, 3r+2, 3r+3);
 * the position axis p runs 0 … 3 (p ∈ [k, k+1) is column k+1). The line p = 0 is the street's
 * outer edge (beside the dozens) where street and six-line chips go. A pointer near a line places
 * a split, near a crossing a corner, on the outer edge a street or a six-line, on the zero line a
 * split with zero, a trio or the first four. The same grid is drawn across (desktop) or down (phone).
 */

export type { RouletteBet, RouletteColour };
export { colourOf, ODDS, WHEEL_ORDER };

export const STREETS = 12;
/** How close (in layout units, a cell is 1 × 1) a pointer must be to a line to bet on it. */
export const LINE_ZONE = 0.22;

export interface GridPoint {
  /** Street axis: -1 … 12. */
  s: number;
  /** Position axis: 0 … 3. */
  p: number;
}

const byNumber = (a: number, b: number) => a - b;
const sortNumbers = (numbers: number[]) => [...numbers].sort(byNumber);

/** A stable key for a bet position ('split:17-20', 'dozen:2', 'red'). */
export function betKey(bet: RouletteBet): string {
  switch (bet.type) {
    case 'dozen':
      return `dozen:${bet.dozen}`;
    case 'column':
      return `column:${bet.column}`;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return bet.type;
    default:
      return `${bet.type}:${sortNumbers(bet.numbers).join('-')}`;
  }
}

const numberAt = (street: number, position: number) => 3 * street + position + 1;

function inside(type: InsideBetType, numbers: number[]): RouletteBet {
  return { type, numbers: sortNumbers(numbers) };
}

/** The nearest line of an axis: its index and the distance to it. */
function nearestLine(value: number): { line: number; distance: number } {
  const line = Math.round(value);
  return { line, distance: Math.abs(value - line) };
}

/**
 * The inside bet at a point of the layout, or null outside the number grid.
 * This is the whole hit-area map of the inside bets.
 */
export function insideBetAt(point: GridPoint): RouletteBet | null {
  const { s, p } = point;
  if (!(s >= -1 && s < STREETS && p >= 0 && p < 3)) return null;
  const vertical = nearestLine(s);
  const horizontal = nearestLine(p);
  // Lines that take chips: street lines 0 (the zero line) … 11; position lines 0 (outer edge), 1, 2.
  const nearV = vertical.distance <= LINE_ZONE && vertical.line >= 0 && vertical.line <= STREETS - 1;
  const nearH = horizontal.distance <= LINE_ZONE && horizontal.line <= 2;
  const k = vertical.line;
  const j = horizontal.line;

  if (nearV && k === 0) {
    // The zero line: trio or first four at its crossings, a split with zero elsewhere.
    if (nearH && j === 0) return inside('first-four', [0, 1, 2, 3]);
    if (nearH && j === 1) return inside('trio', [0, 1, 2]);
    if (nearH && j === 2) return inside('trio', [0, 2, 3]);
    return inside('split', [0, Math.min(2, Math.floor(p)) + 1]);
  }
  if (s < 0) return inside('straight', [0]);
  const street = Math.min(STREETS - 1, Math.floor(s));
  const position = Math.min(2, Math.floor(p));
  if (nearV && nearH) {
    if (j === 0) return inside('six-line', [...streetNumbers(k - 1), ...streetNumbers(k)]);
    return inside('corner', [numberAt(k - 1, j - 1), numberAt(k - 1, j), numberAt(k, j - 1), numberAt(k, j)]);
  }
  if (nearV) return inside('split', [numberAt(k - 1, position), numberAt(k, position)]);
  if (nearH) {
    if (j === 0) return inside('street', streetNumbers(street));
    return inside('split', [numberAt(street, j - 1), numberAt(street, j)]);
  }
  return inside('straight', [numberAt(street, position)]);
}

function streetNumbers(street: number): number[] {
  return [numberAt(street, 0), numberAt(street, 1), numberAt(street, 2)];
}

const streetOf = (n: number) => Math.floor((n - 1) / 3);
const positionOf = (n: number) => (n - 1) % 3;

/** Where a chip on an inside bet sits on the layout: the middle of the cell, line or crossing it covers. */
export function betAnchor(bet: RouletteBet): GridPoint | null {
  if (!('numbers' in bet)) return null;
  const numbers = sortNumbers(bet.numbers);
  const [first = 0, second = 0] = numbers;
  switch (bet.type) {
    case 'straight':
      return first === 0 ? { s: -0.5, p: 1.5 } : { s: streetOf(first) + 0.5, p: positionOf(first) + 0.5 };
    case 'split':
      if (first === 0) return { s: 0, p: positionOf(second) + 0.5 };
      if (second - first === 3) return { s: streetOf(first) + 1, p: positionOf(first) + 0.5 };
      return { s: streetOf(first) + 0.5, p: positionOf(first) + 1 };
    case 'street':
      return { s: streetOf(first) + 0.5, p: 0 };
    case 'six-line':
      return { s: streetOf(first) + 1, p: 0 };
    case 'corner':
      return { s: streetOf(first) + 1, p: positionOf(first) + 1 };
    case 'trio':
      return { s: 0, p: second === 1 ? 1 : 2 };
    case 'first-four':
      return { s: 0, p: 0 };
    default:
      return null;
  }
}

/** Every inside bet of a type on the layout. */
export function insideBetsOf(type: InsideBetType): RouletteBet[] {
  return [...VALID_INSIDE_BETS[type].values()].map((numbers) => inside(type, numbers));
}

/**
 * For the bet-type picker: the bet of `type` whose chip position is nearest the point (a tap on
 * 17's right half with "split" picked gives 17/20). Null when the point is off the grid.
 */
export function nearestBetOfType(type: InsideBetType, point: GridPoint): RouletteBet | null {
  if (!(point.s >= -1 && point.s < STREETS && point.p >= 0 && point.p < 3)) return null;
  let best: RouletteBet | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const bet of insideBetsOf(type)) {
    const anchor = betAnchor(bet);
    if (!anchor) continue;
    const distance = (anchor.s - point.s) ** 2 + (anchor.p - point.p) ** 2;
    if (distance < bestDistance - 1e-9) {
      best = bet;
      bestDistance = distance;
    }
  }
  return best;
}

export type BoardOrientation = 'across' | 'down';

/**
 * A pointer's place in the inside-bet area (u, v in 0…1 of its box, left→right and top→bottom)
 * as a layout point. Across (desktop): zero on the left, 3-6-9… on top. Down (phone): zero on top,
 * 1-2-3 in the first row, the outer street edge on the left beside the dozens.
 */
export function pointerToGrid(orientation: BoardOrientation, u: number, v: number): GridPoint {
  if (orientation === 'across') return { s: -1 + 13 * u, p: 3 * (1 - v) };
  return { s: -1 + 13 * v, p: 3 * u };
}

/** The inverse of {@link pointerToGrid}: where a layout point is drawn, as fractions of the box. */
export function gridToPointer(orientation: BoardOrientation, point: GridPoint): { u: number; v: number } {
  if (orientation === 'across') return { u: (point.s + 1) / 13, v: 1 - point.p / 3 };
  return { u: point.p / 3, v: (point.s + 1) / 13 };
}

/** Numbers a bet covers (for highlighting; the server has the same rule). */
export function betNumbers(bet: RouletteBet): number[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  switch (bet.type) {
    case 'dozen':
      return range(12 * (bet.dozen - 1) + 1, 12 * bet.dozen);
    case 'column':
      return range(1, 36).filter((n) => n % 3 === bet.column % 3);
    case 'red':
      return range(1, 36).filter((n) => colourOf(n) === 'red');
    case 'black':
      return range(1, 36).filter((n) => colourOf(n) === 'black');
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return sortNumbers(bet.numbers);
  }
}

/** The outside boxes: dozens, columns and the even-money bets. */
export const DOZENS: RouletteBet[] = [
  { type: 'dozen', dozen: 1 },
  { type: 'dozen', dozen: 2 },
  { type: 'dozen', dozen: 3 },
];
export const COLUMNS: RouletteBet[] = [
  { type: 'column', column: 1 },
  { type: 'column', column: 2 },
  { type: 'column', column: 3 },
];
export const EVEN_MONEY: RouletteBet[] = [
  { type: 'low' },
  { type: 'even' },
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'high' },
];

/** A placed chip stack: one bet position and the money on it. */
export interface PlacedBet {
  bet: RouletteBet;
  amount: bigint;
}

/** One placement, for undo. */
export interface Placement {
  key: string;
  bet: RouletteBet;
  amount: bigint;
}

/** Chip stacks from a list of placements, in order of first placement. */
export function stacksOf(placements: readonly Placement[]): Map<string, PlacedBet> {
  const stacks = new Map<string, PlacedBet>();
  for (const placement of placements) {
    const stack = stacks.get(placement.key);
    if (stack) stack.amount += placement.amount;
    else stacks.set(placement.key, { bet: placement.bet, amount: placement.amount });
  }
  return stacks;
}

export function totalOf(placements: readonly Placement[]): bigint {
  let total = 0n;
  for (const placement of placements) total += placement.amount;
  return total;
}

/** The most the bet can return on one pocket (stake included): for the "max win" label. */
export function maxPayoutOf(placements: readonly Placement[]): bigint {
  const perPocket = new Array<bigint>(37).fill(0n);
  for (const { bet, amount } of stacksOf(placements).values()) {
    const returned = amount * BigInt(ODDS[bet.type] + 1);
    for (const n of betNumbers(bet)) perPocket[n] = (perPocket[n] ?? 0n) + returned;
  }
  return perPocket.reduce((max, value) => (value > max ? value : max), 0n);
}

/** The choices the server expects: one chip per bet position, amounts as minor-unit text. */
export function rouletteChoices(placements: readonly Placement[]) {
  return {
    chips: [...stacksOf(placements).values()].map(({ bet, amount }) => ({ bet, amount: amount.toString() })),
  };
}

/** The angle (degrees clockwise from the top) of a pocket on the wheel. */
export function pocketAngle(pocket: number): number {
  const index = (WHEEL_ORDER as readonly number[]).indexOf(pocket);
  return (index < 0 ? 0 : index) * (360 / WHEEL_ORDER.length);
}

/**
 * The next wheel rotation (degrees, always growing) that brings `pocket` under the marker at the
 * top after at least `turns` full turns.
 */
export function wheelRotationFor(current: number, pocket: number, turns: number): number {
  const target = (360 - pocketAngle(pocket)) % 360;
  const base = current + 360 * turns;
  const offset = (((target - base) % 360) + 360) % 360;
  return base + offset;
}
