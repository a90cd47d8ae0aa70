import { createHash, createHmac } from 'node:crypto';

/** The public commitment to a server seed: its SHA-256, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/**
 * The byte stream of one bet, as in the public Stake scheme: HMAC-SHA256 keyed by the server seed
 * over `clientSeed:nonce:round`, 32 bytes per round, rounds counting up from 0.
 */
export function* betBytes(serverSeed: string, clientSeed: string, nonce: number): Generator<number, never> {
  for (let round = 0; ; round++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (const byte of block) yield byte;
  }
}

/**
 * `count` floats in [0, 1), each from 4 bytes read as base-256 digits after the point
 * (byte0/256 + byte1/256² + ...), so every float has 2^32 equally likely values.
 */
export function betFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const bytes = betBytes(serverSeed, clientSeed, nonce);
  const floats: number[] = [];
  for (let i = 0; i < count; i++) {
    let value = 0;
    for (let position = 1; position <= 4; position++) value += bytes.next().value / 256 ** position;
    floats.push(value);
  }
  return floats;
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
