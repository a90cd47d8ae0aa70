import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diceGame } from '../studio/dice/dice';
import { rouletteGame } from '../studio/roulette/roulette';
import { slotGame } from '../studio/slot-20/slot';
import { betFloats } from './bytes';
import { FairRng, floatFromBytes } from './fair-rng';
import { FixedRng } from './test-helpers';

/**
 * Independent reference of the Stake scheme, written from its public description with nothing
 * from the package: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), 8 floats of 4
 * bytes per block, float = Σ byteᵢ / 256^(i+1).
 */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      const bytes = [block[i], block[i + 1], block[i + 2], block[i + 3]].map((b) => b ?? 0);
      floats.push(bytes.reduce((sum, byte, j) => sum + byte / 256 ** (j + 1), 0));
    }
  }
  return floats;
}

const SEED_A = 'a5f3c1e0d9b8a7f6e5d4c3b2a1908f7e6d5c4b3a291807f6e5d4c3b2a1908f7e';
const SEED_B = '3b1f0c9e8d7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c';
const SEED_C = '00000000000000000000000000000000000000000000000000000000000000ff';

/**
 * Fixed vectors, computed once outside this code base (Python hmac/hashlib) and checked again below
 * against the reference. Any change to the scheme — key, message, byte order, cursor — breaks them.
 */
const VECTORS = [
  {
    serverSeed: SEED_A,
    clientSeed: 'fortuna',
    nonce: 0,
    floats: [
      0.9955215796362609, 0.7023063926026225, 0.7606528338510543, 0.05181201687082648, 0.5778862466104329,
      0.7494149650447071, 0.4539577371906489, 0.9669603616930544,
      // floats 9 and 10 come from the second block (round 1)
      0.41530354251153767, 0.15359042887575924,
    ],
    dice: 99.56,
    pocket: 36,
    slotStops: [28, 21, 23, 1, 16],
  },
  {
    serverSeed: SEED_A,
    clientSeed: 'fortuna',
    nonce: 1,
    floats: [0.947178038302809, 0.5216538067907095, 0.6406493780668825],
    dice: 94.72,
    pocket: 35,
  },
  {
    serverSeed: SEED_B,
    clientSeed: 'player-seed-42',
    nonce: 42,
    floats: [0.15761854453012347, 0.9637838455382735, 0.7045710906386375, 0.3248138928320259, 0.37005616049282253],
    dice: 15.76,
    pocket: 5,
    slotStops: [4, 29, 21, 10, 10],
  },
  {
    serverSeed: SEED_C,
    clientSeed: 'x',
    nonce: 999_999,
    floats: [0.12312920391559601, 0.8714850251562893, 0.11931720189750195],
    dice: 12.31,
    pocket: 4,
  },
] as const;

describe('FairRng fixed vectors', () => {
  for (const v of VECTORS) {
    const label = `${v.serverSeed.slice(0, 8)}… / ${v.clientSeed} / nonce ${v.nonce}`;

    it(`hands out the published floats in order: ${label}`, () => {
      const rng = new FairRng(v.serverSeed, v.clientSeed, v.nonce);
      const floats = Array.from({ length: v.floats.length }, () => rng.nextFloat());
      expect(floats).toEqual([...v.floats]);
      expect(referenceFloats(v.serverSeed, v.clientSeed, v.nonce, v.floats.length)).toEqual([...v.floats]);
      expect(rng.floatsUsed).toBe(v.floats.length);
      expect(betFloats(v.serverSeed, v.clientSeed, v.nonce, v.floats.length)).toEqual([...v.floats]);
    });

    it(`rolls the dice by Stake's formula floor(float × 10001) / 100: ${label}`, () => {
      expect(Math.floor((v.floats[0] ?? 0) * 10001) / 100).toBe(v.dice);
      const choices = diceGame.validate({ stake: 100, direction: 'under', target: 50 });
      if (!choices.ok) throw new Error(choices.message);
      const { detail } = diceGame.play(choices.choices, new FairRng(v.serverSeed, v.clientSeed, v.nonce));
      expect(detail.roll).toBe(v.dice);
    });

    it(`lands the roulette ball in pocket floor(float × 37): ${label}`, () => {
      expect(Math.floor((v.floats[0] ?? 0) * 37)).toBe(v.pocket);
      const choices = rouletteGame.validate({ chips: [{ bet: { type: 'red' }, amount: 100 }] });
      if (!choices.ok) throw new Error(choices.message);
      const { detail } = rouletteGame.play(choices.choices, new FairRng(v.serverSeed, v.clientSeed, v.nonce));
      expect(detail.pocket).toBe(v.pocket);
    });

    if ('slotStops' in v) {
      it(`stops the slot reels at floor(float × strip length): ${label}`, () => {
        const choices = slotGame.validate({ coin: 1 });
        if (!choices.ok) throw new Error(choices.message);
        const { detail } = slotGame.play(choices.choices, new FairRng(v.serverSeed, v.clientSeed, v.nonce));
        expect(detail.spins[0]?.stops).toEqual([...v.slotStops]);
      });
    }
  }
});

describe('FairRng', () => {
  it('matches the reference across many blocks, seeds and nonces', () => {
    for (const [serverSeed, clientSeed, nonce] of [
      [SEED_A, 'a', 0],
      [SEED_B, 'with:colons and spaces', 7],
      ['short', '~', 123_456_789],
    ] as const) {
      const rng = new FairRng(serverSeed, clientSeed, nonce);
      const floats = Array.from({ length: 50 }, () => rng.nextFloat());
      expect(floats).toEqual(referenceFloats(serverSeed, clientSeed, nonce, 50));
    }
  });

  it('reads a float as the big-endian uint32 over 2^32, within [0, 1)', () => {
    expect(floatFromBytes(Uint8Array.of(0, 0, 0, 0), 0)).toBe(0);
    expect(floatFromBytes(Uint8Array.of(0x80, 0, 0, 0), 0)).toBe(0.5);
    expect(floatFromBytes(Uint8Array.of(255, 255, 255, 255), 0)).toBe(1 - 2 ** -32);
    expect(floatFromBytes(Uint8Array.of(9, 1, 2, 3, 4), 1)).toBe((0x01020304 >>> 0) / 2 ** 32);
  });

  it('counts floats used, including those nextInt, draw and shuffle take', () => {
    const rng = new FairRng(SEED_A, 'fortuna', 0);
    rng.nextFloat();
    expect(rng.nextInt(37)).toBe(Math.floor(0.7023063926026225 * 37));
    expect(rng.draw([1, 2, 3, 4, 5], 2)).toHaveLength(2);
    expect(rng.shuffle(['a', 'b', 'c']).sort()).toEqual(['a', 'b', 'c']);
    expect(rng.floatsUsed).toBe(7);
  });

  it('draws with the Fisher–Yates picks of the same floats', () => {
    const floats = referenceFloats(SEED_B, 'cards', 3, 52);
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const pool = [...deck];
    const expected = floats.map((f) => pool.splice(Math.floor(f * pool.length), 1)[0]);
    expect(new FairRng(SEED_B, 'cards', 3).shuffle(deck)).toEqual(expected);
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => new FairRng(SEED_A, 'c', -1)).toThrow(RangeError);
    expect(() => new FairRng(SEED_A, 'c', 1.5)).toThrow(RangeError);
  });
});

describe('FixedRng', () => {
  it('hands out its floats in order and fails when it runs out', () => {
    const rng = new FixedRng([0.1, 0.5]);
    expect(rng.nextFloat()).toBe(0.1);
    expect(rng.nextInt(10)).toBe(5);
    expect(rng.floatsUsed).toBe(2);
    expect(() => rng.nextFloat()).toThrow(/ran out/);
  });

  it('builds floats that land on chosen integers', () => {
    const rng = FixedRng.ofInts([0, 36, 17], [37, 37, 37]);
    expect([rng.nextInt(37), rng.nextInt(37), rng.nextInt(37)]).toEqual([0, 36, 17]);
    expect(() => new FixedRng([1])).toThrow(RangeError);
  });
});
