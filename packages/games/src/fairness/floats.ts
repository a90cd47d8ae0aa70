/**
 * The crypto-free half of the provably-fair scheme (docs/games-maths.md): turning HMAC bytes into floats
 * and floats into picks. Browsers import this (verify pages); `fair-rng.ts` adds the Node HMAC stream.
 */

/** Bytes in one HMAC-SHA256 block, and floats read from one block (4 bytes each). */
export const BLOCK_BYTES = 32;
export const FLOAT_BYTES = 4;
export const FLOATS_PER_BLOCK = BLOCK_BYTES / FLOAT_BYTES;

const TWO_POW_32 = 2 ** 32;

/**
 * A float in [0, 1) from 4 bytes read as base-256 digits after the point:
 * b0/256 + b1/256² + b2/256³ + b3/256⁴ = uint32BE / 2³² (exact in a double).
 */
export function floatFromBytes(block: Uint8Array, offset: number): number {
  const b0 = block[offset] ?? 0;
  const b1 = block[offset + 1] ?? 0;
  const b2 = block[offset + 2] ?? 0;
  const b3 = block[offset + 3] ?? 0;
  return (((b0 << 24) >>> 0) + (b1 << 16) + (b2 << 8) + b3) / TWO_POW_32;
}

/** An integer in [0, max) from a float: floor(float × max); unbiased up to max = 2^32. */
export function floatToInt(float: number, max: number): number {
  return Math.floor(float * max);
}

/**
 * Fisher–Yates draw of `count` distinct items from `items` (cards, mine positions), one float per
 * pick over the items still left, so no pick has modulo bias.
 */
export function drawWithoutReplacement<T>(items: readonly T[], floats: readonly number[], count: number): T[] {
  if (count > items.length || count > floats.length) throw new RangeError('not enough items or floats to draw from');
  const pool = [...items];
  const drawn: T[] = [];
  for (let i = 0; i < count; i++) {
    const float = floats[i] ?? 0;
    const index = floatToInt(float, pool.length);
    const [picked] = pool.splice(index, 1);
    if (picked !== undefined) drawn.push(picked);
  }
  return drawn;
}

/**
 * What a game round reads its randomness from. {@link FairRng} is the provably-fair source;
 * tests use a fixed list of floats (see `test-helpers.ts`).
 */
export interface Rng {
  /** The next float in [0, 1). */
  nextFloat(): number;
  /** floor(nextFloat() × max): an integer in [0, max). */
  nextInt(max: number): number;
  /** `count` distinct items drawn in order (Fisher–Yates, one float per pick). */
  draw<T>(items: readonly T[], count: number): T[];
  /** All items in a random order (a full draw: one float per item). */
  shuffle<T>(items: readonly T[]): T[];
  /** Floats handed out so far: stored with the round so it can be replayed and verified. */
  readonly floatsUsed: number;
}

/** An {@link Rng} over floats computed beforehand (a browser recomputing an outcome from its seed). */
export class FloatListRng implements Rng {
  #used = 0;

  constructor(private readonly floats: readonly number[]) {}

  get floatsUsed(): number {
    return this.#used;
  }

  nextFloat(): number {
    const float = this.floats[this.#used];
    if (float === undefined) throw new RangeError('the outcome needs more floats than were computed');
    this.#used++;
    return float;
  }

  nextInt(max: number): number {
    return floatToInt(this.nextFloat(), max);
  }

  draw<T>(items: readonly T[], count: number): T[] {
    const floats: number[] = [];
    for (let i = 0; i < count; i++) floats.push(this.nextFloat());
    return drawWithoutReplacement(items, floats, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.draw(items, items.length);
  }
}
