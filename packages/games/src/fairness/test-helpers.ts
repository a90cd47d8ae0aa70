import { drawWithoutReplacement, floatToInt, type Rng } from './fair-rng';

/**
 * A test RNG handing out the floats it was given, in order, through the same interface as
 * `FairRng`. Running out is an error, so a test also pins how many floats a round reads.
 */
export class FixedRng implements Rng {
  readonly #floats: readonly number[];
  #used = 0;

  constructor(floats: readonly number[]) {
    for (const float of floats) {
      if (!(float >= 0 && float < 1)) throw new RangeError(`fixed float out of [0, 1): ${float}`);
    }
    this.#floats = floats;
  }

  /** A float that `nextInt(max)` turns into `index` (the middle of its interval). */
  static floatFor(index: number, max: number): number {
    if (!Number.isInteger(index) || index < 0 || index >= max)
      throw new RangeError(`index ${index} not in [0, ${max})`);
    return (index + 0.5) / max;
  }

  /** An RNG whose `nextInt` calls return `ints[i]` for the matching `maxes[i]`. */
  static ofInts(ints: readonly number[], maxes: readonly number[]): FixedRng {
    return new FixedRng(ints.map((int, i) => FixedRng.floatFor(int, maxes[i] ?? 0)));
  }

  get floatsUsed(): number {
    return this.#used;
  }

  /** Floats not handed out yet. */
  get remaining(): number {
    return this.#floats.length - this.#used;
  }

  nextFloat(): number {
    const float = this.#floats[this.#used];
    if (float === undefined) throw new Error(`FixedRng ran out after ${this.#used} floats`);
    this.#used++;
    return float;
  }

  nextInt(max: number): number {
    return floatToInt(this.nextFloat(), max);
  }

  draw<T>(items: readonly T[], count: number): T[] {
    const floats = Array.from({ length: count }, () => this.nextFloat());
    return drawWithoutReplacement(items, floats, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.draw(items, items.length);
  }
}
