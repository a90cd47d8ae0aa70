import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import { Ratio } from '../slot-20/exact-rtp';
import {
  CRASH_E,
  type CrashChoices,
  crashBitsFromRng,
  crashGame,
  crashGameNumber,
  crashPointFromBits,
  crashPointFromHash,
  crashRtp,
  generateCrashChain,
  settleCrash,
  verifyCrashLink,
} from './crash';

function choices(input: unknown): CrashChoices {
  const result = crashGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

// Vectors computed once with Python's hashlib/hmac (see docs/games-maths.md).
const SECRET = 'fortuna-crash-test-secret';
const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const COMMITMENT = '52243036e495c831790c6ef8ae47c0f5fc448688369923ea179a2f3d91e36264';
const GAME_HASHES = [
  '69f253eeb3db63d82507d17003755d7f50c99789250cb824d77d5b37396ed656',
  'fba70e4e61c31853d8add023c99a10718abda5b2a202b5ac7bcb207e87e98824',
  '78f9a06542256f658ebf0b8fbb5d64ff62b9e4666aa0d431dcfa6ff0492cb2f5',
  'ec27bb3679b78542e28fad775f2be36f93204f44f4aca04b58e2be853e77c270',
];
const CRASH_POINTS = [103n, 204n, 185n, 136n];

describe('crash hash chain', () => {
  it('generates the chain backwards and publishes the terminal hash', () => {
    expect(generateCrashChain(SECRET, 4)).toEqual({ commitment: COMMITMENT, hashes: GAME_HASHES });
    // A longer chain from the same secret adds games in front: its last four games are the same.
    expect(generateCrashChain(SECRET, 6).hashes.slice(2)).toEqual(GAME_HASHES);
  });

  it('verifies each game against the previous game or the commitment', () => {
    expect(verifyCrashLink(GAME_HASHES[0] ?? '', COMMITMENT)).toBe(true);
    for (let g = 1; g < GAME_HASHES.length; g++) {
      expect(verifyCrashLink(GAME_HASHES[g] ?? '', GAME_HASHES[g - 1] ?? '')).toBe(true);
    }
    expect(verifyCrashLink(GAME_HASHES[1] ?? '', COMMITMENT)).toBe(false);
    expect(verifyCrashLink('not a hash', COMMITMENT)).toBe(false);
    expect(crashGameNumber(GAME_HASHES[3] ?? '', COMMITMENT, 10)).toBe(4);
    expect(crashGameNumber(GAME_HASHES[3] ?? '', COMMITMENT, 3)).toBeNull();
    expect(crashGameNumber(COMMITMENT, COMMITMENT, 10)).toBeNull();
  });

  it('derives the crash points from game hash and salt', () => {
    expect(GAME_HASHES.map((hash) => crashPointFromHash(hash, SALT))).toEqual(CRASH_POINTS);
  });
});

describe('crash formula', () => {
  it('maps 52-bit values to crash points', () => {
    expect(crashPointFromBits(0n)).toBe(100n);
    expect(crashPointFromBits(CRASH_E / 100n)).toBe(100n);
    expect(crashPointFromBits(CRASH_E / 2n)).toBe(198n);
    expect(crashPointFromBits(3n * 2n ** 50n)).toBe(396n);
    expect(crashPointFromBits(CRASH_E - 1n)).toBe(445_856_363_109_679_104n);
    expect(() => crashPointFromBits(CRASH_E)).toThrow();
  });

  it('P(crash ≥ T) = floor(99·2^bits/T)/2^bits: all 4,096 values of a 12-bit version', () => {
    const bits = 12;
    const e = 2n ** BigInt(bits);
    for (const target of [101, 150, 198, 200, 333, 1000, 4000]) {
      let survive = 0n;
      for (let h = 0n; h < e; h++) if (crashPointFromBits(h, bits) >= BigInt(target)) survive++;
      expect(survive, `${target}`).toBe((99n * e) / BigInt(target));
    }
  });

  it('every cash-out target returns 0.99 − ε, ε < T/(100·2^52); exactly 0.99 when T divides 99·2^52', () => {
    for (const target of [101, 150, 200, 1000, 12_345, 100_000_000]) {
      const { numerator, denominator } = crashRtp(target);
      const gap = new Ratio(99n, 100n).sub(new Ratio(numerator, denominator));
      expect(gap.num >= 0n).toBe(true);
      expect(gap.num * 100n * CRASH_E < BigInt(target) * gap.den).toBe(true);
    }
    for (const target of [128, 198, 256, 396]) {
      const { numerator, denominator } = crashRtp(target);
      expect(new Ratio(numerator, denominator)).toEqual(new Ratio(99n, 100n));
    }
  });

  it('reads 52 bits from two floats', () => {
    const rng = new FixedRng([0xabcdef12 / 2 ** 32, 0x34567890 / 2 ** 32]);
    expect(crashBitsFromRng(rng)).toBe(0xabcdef1234567n);
    expect(rng.floatsUsed).toBe(2);
  });
});

describe('crash play', () => {
  it('settles: wins when the crash reaches the target, floored', () => {
    expect(settleCrash(1000n, 200, 199n)).toBe(0n);
    expect(settleCrash(1000n, 200, 200n)).toBe(2000n);
    expect(settleCrash(7n, 101, 5000n)).toBe(7n); // 7.07 → 7
    const half = crashGame.play(choices({ stake: 100, autoCashOut: '1.98' }), new FixedRng([0.5, 0]));
    expect(half).toEqual({
      payout: 198n,
      detail: { crashPoint: '1.98', crashHundredths: '198', autoCashOut: '1.98', win: true },
    });
    const lose = crashGame.play(choices({ stake: 100, autoCashOut: 1.99 }), new FixedRng([0.5, 0]));
    expect(lose.payout).toBe(0n);
    expect(crashGame.play(choices({ stake: 100, autoCashOut: 1.01 }), new FixedRng([0, 0])).detail.crashPoint).toBe(
      '1.00',
    );
  });

  it('refuses bad choices', () => {
    for (const input of [
      null,
      { stake: 100, autoCashOut: 1 },
      { stake: 100, autoCashOut: 1.005 },
      { stake: 100, autoCashOut: '1000000.01' },
      { stake: 100, autoCashOut: '2x' },
      { stake: 100 },
      { stake: 0, autoCashOut: 2 },
      { stake: 100, autoCashOut: 2, cashOut: 3 },
    ]) {
      const result = crashGame.validate(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.message).toBeTruthy();
    }
    expect(choices({ stake: 1, autoCashOut: '1000000' }).autoCashOut).toBe(100_000_000);
  });

  it('measures an RTP near 99% on 20,000 seeded rounds', () => {
    const moments = emptyMoments();
    const targets = [1.01, 1.5, 2, 3, 10];
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const bet = choices({ stake: 10_000, autoCashOut: targets[nonce % targets.length] });
      addRound(moments, bet.stake, crashGame.play(bet, new FairRng('crash-sample', 'sample', nonce)).payout);
    }
    expect(checkRtp(moments, crashGame.statedRtp).pass).toBe(true);
  });
});
