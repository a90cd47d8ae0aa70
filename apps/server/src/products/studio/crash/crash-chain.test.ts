import { crashGameNumber, generateCrashChain, verifyCrashLink } from '@fortuna/games/studio/crash/crash';
import { describe, expect, it } from 'vitest';
import { CrashChain } from './crash-chain';
import { hundredthsText, msToReach, multiplierAt } from './crash-clock';
import { maskNickname } from './crash-present';

describe('crash chain and clock', () => {
  it('keeps checkpoints that give the same game hashes and commitment as the full chain', async () => {
    const full = generateCrashChain('seed-for-the-test', 2500);
    const chain = await CrashChain.fromSeed('seed-for-the-test', 2500);
    expect(chain.commitment).toBe(full.commitment);
    for (const game of [1, 2, 999, 1000, 1001, 1500, 2499, 2500]) {
      expect(chain.gameHash(game)).toBe(full.hashes[game - 1]);
    }
    expect(verifyCrashLink(chain.gameHash(1), chain.commitment)).toBe(true);
    expect(verifyCrashLink(chain.gameHash(7), chain.gameHash(6))).toBe(true);
    expect(crashGameNumber(chain.gameHash(42), chain.commitment, 2500)).toBe(42);
    expect(() => chain.gameHash(2501)).toThrow(RangeError);
  });

  it('reaches each multiplier at the first millisecond it shows, floored to hundredths', () => {
    const growth = 0.00006;
    expect(multiplierAt(0, growth)).toBe(100n);
    expect(msToReach(100n, growth)).toBe(0);
    for (const target of [101n, 150n, 200n, 1000n, 123_456n]) {
      const ms = msToReach(target, growth);
      expect(multiplierAt(ms, growth)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1, growth)).toBeLessThan(target);
    }
    // 2× after about 11.6 s, as the usual curve.
    expect(msToReach(200n, growth)).toBe(11_553);
    expect(hundredthsText(105n)).toBe('1.05');
  });

  it('masks nicknames for other players', () => {
    expect(maskNickname('demo01')).toBe('de***1');
    expect(maskNickname('ab')).toBe('a***');
  });
});
