import { FairRng, hmacBlock } from './fair-rng';

export { drawWithoutReplacement, floatToInt } from './fair-rng';
export { hashServerSeed } from './seeds';

/**
 * The byte stream of one bet, as in the public Stake scheme: HMAC-SHA256 keyed by the server seed
 * over `clientSeed:nonce:round`, 32 bytes per round, rounds counting up from 0.
 */
export function* betBytes(serverSeed: string, clientSeed: string, nonce: number): Generator<number, never> {
  for (let round = 0; ; round++) {
    const block = hmacBlock(serverSeed, clientSeed, nonce, round);
    for (const byte of block) yield byte;
  }
}

/**
 * The first `count` floats of a bet, in [0, 1), each from 4 bytes read as base-256 digits after
 * the point (byte0/256 + byte1/256² + ...), so every float has 2^32 equally likely values.
 * The same floats, in the same order, as {@link FairRng} hands out.
 */
export function betFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  return new FairRng(serverSeed, clientSeed, nonce).floats(count);
}
