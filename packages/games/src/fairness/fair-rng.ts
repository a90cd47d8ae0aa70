import { createHmac } from 'node:crypto';
import { drawWithoutReplacement, FLOAT_BYTES, FLOATS_PER_BLOCK, floatFromBytes, floatToInt, type Rng } from './floats';

export {
  BLOCK_BYTES,
  drawWithoutReplacement,
  FLOAT_BYTES,
  FLOATS_PER_BLOCK,
  floatFromBytes,
  floatToInt,
  type Rng,
} from './floats';

/**
 * One 32-byte block of a bet's byte stream, as in the public Stake scheme:
 * HMAC-SHA256 keyed by the server seed (its UTF-8 text, as shown to the player) over
 * `${clientSeed}:${nonce}:${round}`.
 */
export function hmacBlock(serverSeed: string, clientSeed: string, nonce: number, round: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
}

/**
 * The provably-fair float stream of one bet, exactly as Stake hands it out: a cursor walks
 * 4 bytes per float through HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) blocks,
 * the round counter going up by one every 32 bytes (8 floats). Blocks are computed lazily,
 * one HMAC per 8 floats.
 */
export class FairRng implements Rng {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  #block: Buffer | undefined;
  #round = -1;
  #floatsUsed = 0;

  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative safe integer');
    this.serverSeed = serverSeed;
    this.clientSeed = clientSeed;
    this.nonce = nonce;
  }

  get floatsUsed(): number {
    return this.#floatsUsed;
  }

  nextFloat(): number {
    const round = Math.floor(this.#floatsUsed / FLOATS_PER_BLOCK);
    if (round !== this.#round || this.#block === undefined) {
      this.#block = hmacBlock(this.serverSeed, this.clientSeed, this.nonce, round);
      this.#round = round;
    }
    const offset = (this.#floatsUsed % FLOATS_PER_BLOCK) * FLOAT_BYTES;
    this.#floatsUsed++;
    return floatFromBytes(this.#block, offset);
  }

  nextInt(max: number): number {
    return floatToInt(this.nextFloat(), max);
  }

  /** The next `count` floats. */
  floats(count: number): number[] {
    const floats: number[] = [];
    for (let i = 0; i < count; i++) floats.push(this.nextFloat());
    return floats;
  }

  draw<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) throw new RangeError('not enough items to draw from');
    return drawWithoutReplacement(items, this.floats(count), count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.draw(items, items.length);
  }
}
