import { describe, expect, it } from 'vitest';
import { FairRng } from './fair-rng';
import { FloatListRng } from './floats';
import { generateServerSeed, hashServerSeed } from './seeds';
import { fairFloats, seedMatchesCommitment, sha256Hex } from './web-verify';

describe('verify in the browser (WebCrypto)', () => {
  it('hashes and checks a commitment as the server does', async () => {
    const seed = generateServerSeed();
    expect(await sha256Hex(seed)).toBe(hashServerSeed(seed));
    expect(await seedMatchesCommitment(seed, hashServerSeed(seed).toUpperCase())).toBe(true);
    expect(await seedMatchesCommitment(`${seed}0`, hashServerSeed(seed))).toBe(false);
  });

  it('recomputes the same floats as FairRng, across HMAC blocks', async () => {
    const seed = generateServerSeed();
    const server = new FairRng(seed, 'fast-vn-1#42', 0).floats(20);
    const browser = await fairFloats(seed, 'fast-vn-1#42', 0, 20);
    expect(browser).toEqual(server);
    const replay = new FloatListRng(browser ?? []);
    expect(replay.draw([1, 2, 3, 4, 5], 5)).toEqual(new FloatListRng(server).draw([1, 2, 3, 4, 5], 5));
    expect(() => new FloatListRng([0.5]).draw([1, 2], 2)).toThrow(RangeError);
  });
});
