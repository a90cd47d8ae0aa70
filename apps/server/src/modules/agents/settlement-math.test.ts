import { describe, expect, it } from 'vitest';
import { rateFor, settle, shareOf, type Tier, tiersRise } from './settlement-math';

const tier = (minActiveMembers: number, minTeamFigureMinor: bigint, rateBp: number): Tier => ({
  minActiveMembers,
  minTeamFigureMinor,
  rateBp,
});

describe('settlement maths', () => {
  it('picks the best tier the period reached', () => {
    const tiers = [tier(0, 0n, 50), tier(3, 100_000n, 80), tier(10, 1_000_000n, 120)];
    expect(rateFor(tiers, 2, 5_000_000n)).toBe(50);
    expect(rateFor(tiers, 3, 100_000n)).toBe(80);
    expect(rateFor(tiers, 50, 999_999n)).toBe(80);
    expect(rateFor(tiers, 10, 1_000_000n)).toBe(120);
    expect(rateFor([tier(1, 0n, 50)], 0, 10n)).toBe(0);
  });

  it('accepts only rising tiers', () => {
    expect(tiersRise([tier(0, 0n, 50), tier(3, 0n, 80)])).toBe(true);
    expect(tiersRise([tier(3, 0n, 80), tier(0, 0n, 90)])).toBe(false);
    expect(tiersRise([tier(0, 0n, 80), tier(3, 0n, 50)])).toBe(false);
    expect(tiersRise([tier(1, 5n, 80), tier(1, 5n, 90)])).toBe(false);
  });

  it('rounds shares down to the minor unit and pays nothing on a loss', () => {
    expect(shareOf(12_345n, 33)).toBe(40n);
    expect(shareOf(-5_000n, 100)).toBe(0n);
  });

  it('keeps for each level the difference to its downline, capped at its own rate', () => {
    const result = settle({
      figureMinor: 1_000_000n,
      activeMembers: 4,
      tiers: [tier(0, 0n, 100)],
      downlines: [
        { downlineId: 2, username: 'b', figureMinor: 600_000n, activeMembers: 3, tiers: [tier(0, 0n, 60)] },
        // A downline whose tier pays above the upline's rate is only deducted at the upline's rate.
        { downlineId: 3, username: 'c', figureMinor: 100_000n, activeMembers: 1, tiers: [tier(0, 0n, 150)] },
      ],
    });
    expect(result.grossMinor).toBe(10_000n);
    expect(result.deductions.map((deduction) => [deduction.rateBp, deduction.amountMinor])).toEqual([
      [60, 3_600n],
      [100, 1_000n],
    ]);
    expect(result.amountMinor).toBe(5_400n);
  });

  it('carries a negative dividend base forward and pays on the remainder later', () => {
    const first = settle({ figureMinor: -70_000n, activeMembers: 2, tiers: [tier(0, 0n, 3000)], downlines: [] });
    expect([first.amountMinor, first.carryOutMinor]).toEqual([0n, -70_000n]);
    const second = settle({
      figureMinor: 100_000n,
      activeMembers: 2,
      tiers: [tier(0, 0n, 3000)],
      carryInMinor: first.carryOutMinor,
      downlines: [],
    });
    expect([second.amountMinor, second.carryOutMinor]).toEqual([9_000n, 0n]);
  });
});
