import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { betBytes, betFloats, drawWithoutReplacement, floatToInt, hashServerSeed } from './bytes';

const serverSeed = 'b6a2e0f1c93d4e7a8f01d2c3b4a59687';
const clientSeed = 'lucky-client';

describe('provably-fair byte stream', () => {
  it('commits to a server seed by its SHA-256', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reads the HMAC of clientSeed:nonce:round, moving to the next round after 32 bytes', () => {
    const stream = betBytes(serverSeed, clientSeed, 7);
    const first40 = Array.from({ length: 40 }, () => stream.next().value);
    const round0 = createHmac('sha256', serverSeed).update(`${clientSeed}:7:0`).digest();
    const round1 = createHmac('sha256', serverSeed).update(`${clientSeed}:7:1`).digest();
    expect(first40.slice(0, 32)).toEqual([...round0]);
    expect(first40.slice(32)).toEqual([...round1.subarray(0, 8)]);
  });

  it('turns 4 bytes into one float as base-256 digits', () => {
    const [float] = betFloats(serverSeed, clientSeed, 1, 1);
    const bytes = [...createHmac('sha256', serverSeed).update(`${clientSeed}:1:0`).digest().subarray(0, 4)];
    const expected = bytes.reduce((sum, byte, i) => sum + byte / 256 ** (i + 1), 0);
    expect(float).toBe(expected);
    expect(float).toBeGreaterThanOrEqual(0);
    expect(float).toBeLessThan(1);
  });

  it('gives the same outcome for the same seeds and nonce, and another for the next nonce', () => {
    expect(betFloats(serverSeed, clientSeed, 3, 8)).toEqual(betFloats(serverSeed, clientSeed, 3, 8));
    expect(betFloats(serverSeed, clientSeed, 3, 8)).not.toEqual(betFloats(serverSeed, clientSeed, 4, 8));
  });

  it('maps floats to integers evenly', () => {
    expect(floatToInt(0, 6)).toBe(0);
    expect(floatToInt(0.999999, 6)).toBe(5);
    const counts = new Array<number>(6).fill(0);
    for (let nonce = 0; nonce < 6000; nonce++) {
      const [float = 0] = betFloats(serverSeed, clientSeed, nonce, 1);
      counts[floatToInt(float, 6)] = (counts[floatToInt(float, 6)] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  it('draws distinct items without replacement', () => {
    const cells = Array.from({ length: 25 }, (_, i) => i);
    const floats = betFloats(serverSeed, clientSeed, 9, 24);
    const mines = drawWithoutReplacement(cells, floats, 24);
    expect(new Set(mines).size).toBe(24);
    expect(() => drawWithoutReplacement(cells, floats, 26)).toThrow(RangeError);
  });
});
