import { describe, expect, it } from 'vitest';
import { addRound, checkRtp, emptyMoments, mergeMoments, momentsFromJson, momentsToJson } from './stats';

describe('RTP statistics', () => {
  it('computes RTP, the standard error of the ratio and the tolerance', () => {
    const m = emptyMoments();
    // Even-money bet of 100, 4 rounds: win, lose, win, lose → RTP 1, per-round returns 2, 0, 2, 0.
    for (const payout of [200n, 0n, 200n, 0n]) addRound(m, 100n, payout);
    const check = checkRtp(m, 1);
    expect(check.measuredRtp).toBe(1);
    // residuals ±100, Σr² = 40,000, × n/(n−1) = 53,333.3; sqrt / Σstake 400
    expect(check.standardError).toBeCloseTo(Math.sqrt(40_000 * (4 / 3)) / 400, 12);
    expect(check.tolerance).toBeCloseTo(3.5 * check.standardError, 12);
    expect(check.pass).toBe(true);
    expect(checkRtp(m, 3.1).pass).toBe(false); // 2.1 away, tolerance 2.02
  });

  it('never lets the tolerance fall below 0.001', () => {
    const m = emptyMoments();
    for (let i = 0; i < 1000; i++) addRound(m, 100n, 97n);
    const check = checkRtp(m, 0.9705);
    expect(check.standardError).toBe(0);
    expect(check.tolerance).toBe(0.001);
    expect(check.pass).toBe(true);
    expect(checkRtp(m, 0.972).pass).toBe(false);
  });

  it('merges moments from workers and carries bigints through JSON', () => {
    const a = emptyMoments();
    const b = emptyMoments();
    addRound(a, 10n, 5n);
    addRound(b, 20n, 40n);
    const merged = mergeMoments(a, momentsFromJson(JSON.parse(JSON.stringify(momentsToJson(b)))));
    expect(merged).toMatchObject({ rounds: 2, stake: 30n, payout: 45n, sumS: 30, sumP: 45 });
  });
});
