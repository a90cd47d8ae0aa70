import { createHash, randomBytes } from 'node:crypto';

/**
 * The public salt of the crash-point formula (HMAC key = game hash, message = salt). It is fixed in the
 * code and documented (docs/studio.md) before any chain is made, so no chain could be searched for
 * against it; every chain row stores the salt it uses.
 */
export const CRASH_SALT = 'Fortuna Crash public salt v1';

const CHECKPOINT_EVERY = 1000;
const HASHES_PER_SLICE = 20_000;

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
const nextSlice = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A fresh secret seed for a new chain. */
export function newChainSeed(): string {
  return randomBytes(32).toString('hex');
}

/**
 * A hash chain x₁ = SHA-256(seed), x(k+1) = SHA-256(x(k)) of `length` games, held as every
 * thousandth link so a million-game chain costs a few kilobytes: game g (1-based) uses x(length + 1 − g)
 * and the commitment is x(length + 1), as generateCrashChain in the games package defines it.
 */
export class CrashChain {
  private constructor(
    readonly length: number,
    private readonly checkpoints: string[],
    readonly commitment: string,
  ) {}

  /** Walks the chain once (yielding to other work between slices) and keeps its checkpoints. */
  static async fromSeed(seed: string, length: number): Promise<CrashChain> {
    const checkpoints: string[] = [];
    let link = sha256Hex(seed);
    for (let k = 1; k <= length; k++) {
      if ((k - 1) % CHECKPOINT_EVERY === 0) checkpoints.push(link);
      link = sha256Hex(link);
      if (k % HASHES_PER_SLICE === 0) await nextSlice();
    }
    return new CrashChain(length, checkpoints, link);
  }

  /** The hash of game `index` (1 … length). */
  gameHash(index: number): string {
    if (!Number.isSafeInteger(index) || index < 1 || index > this.length) throw new RangeError('no such game');
    const k = this.length + 1 - index;
    const slot = Math.floor((k - 1) / CHECKPOINT_EVERY);
    let link = this.checkpoints[slot] ?? '';
    for (let step = slot * CHECKPOINT_EVERY + 1; step < k; step++) link = sha256Hex(link);
    return link;
  }
}
