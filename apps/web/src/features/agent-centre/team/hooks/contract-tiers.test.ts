import { MAX_CONTRACT_TIERS } from '@fortuna/contracts/agents';
import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  canAddTier,
  checkContractDraft,
  emptyTierRow,
  percentToBp,
  type TierRow,
  tierInputOf,
  tierRowErrors,
} from './contract-tiers';

const row = (minActiveMembers: string, minTeamFigure: string, ratePercent: string, key = 0): TierRow => ({
  key,
  minActiveMembers,
  minTeamFigure,
  ratePercent,
});

describe('percent and basis points', () => {
  it('turns a percent into whole basis points without floating point', () => {
    expect(percentToBp('1.25')).toBe(125);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('0.1')).toBe(10);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp(' 2 ')).toBe(200);
    expect(percentToBp('0')).toBe(0);
  });

  it('refuses rates out of range or too precise', () => {
    expect(percentToBp('100.01')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
    expect(percentToBp('0.125')).toBeNull();
    expect(percentToBp('abc')).toBeNull();
    expect(percentToBp('')).toBeNull();
  });

  it('shows basis points as a short percent', () => {
    expect(bpToPercent(125)).toBe('1.25');
    expect(bpToPercent(100)).toBe('1');
    expect(bpToPercent(50)).toBe('0.5');
    expect(bpToPercent(5)).toBe('0.05');
    expect(bpToPercent(10_000)).toBe('100');
  });

  it('round-trips every two-decimal percent', () => {
    for (const bp of [0, 1, 9, 10, 99, 101, 1234, 9999]) expect(percentToBp(bpToPercent(bp))).toBe(bp);
  });
});

describe('tier rows', () => {
  it('accepts a complete row and builds the API tier', () => {
    expect(tierRowErrors(row('5', '1,000.50', '0.8'))).toEqual({});
    expect(tierInputOf(row('5', '1,000.50', '0.8'))).toEqual({
      minActiveMembers: 5,
      minTeamFigure: '1000.50',
      rateBp: 80,
    });
  });

  it('names the problem of each field', () => {
    expect(tierRowErrors(row('', '', ''))).toEqual({
      minActiveMembers: 'required',
      minTeamFigure: 'required',
      ratePercent: 'required',
    });
    expect(tierRowErrors(row('1.5', '-3', '101'))).toEqual({
      minActiveMembers: 'wholeNumber',
      minTeamFigure: 'amount',
      ratePercent: 'rate',
    });
    expect(tierInputOf(row('1.5', '0', '1'))).toBeNull();
  });

  it('starts a new row at zero with the rate to fill', () => {
    expect(emptyTierRow(3)).toEqual(row('0', '0', '', 3));
  });

  it('stops adding rows at the maximum', () => {
    const rows = Array.from({ length: MAX_CONTRACT_TIERS }, (_, index) => emptyTierRow(index));
    expect(canAddTier(rows.slice(1))).toBe(true);
    expect(canAddTier(rows)).toBe(false);
  });
});

describe('checkContractDraft', () => {
  it('builds a salary offer without a period', () => {
    const check = checkContractDraft({
      downlineId: 7,
      kind: 'realtime',
      period: 'weekly',
      rows: [row('0', '0', '0.5')],
    });
    expect(check).toEqual({
      ok: true,
      offer: {
        downlineId: 7,
        kind: 'realtime',
        tiers: [{ minActiveMembers: 0, minTeamFigure: '0', rateBp: 50 }],
        confirmLowerRate: false,
      },
    });
  });

  it('asks a dividend for its period', () => {
    const check = checkContractDraft({ downlineId: 7, kind: 'dividend', period: '', rows: [row('0', '0', '10')] });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.needsPeriod).toBe(true);
    const fixed = checkContractDraft(
      { downlineId: 7, kind: 'dividend', period: 'monthly', rows: [row('0', '0', '10')] },
      true,
    );
    expect(fixed.ok && fixed.offer).toMatchObject({ period: 'monthly', confirmLowerRate: true });
  });

  it('needs at least one valid tier', () => {
    const none = checkContractDraft({ downlineId: 7, kind: 'daily', period: '', rows: [] });
    expect(none.ok === false && none.needsTier).toBe(true);
    const wrong = checkContractDraft({ downlineId: 7, kind: 'daily', period: '', rows: [row('0', '0', '')] });
    expect(wrong.ok === false && wrong.rowErrors).toEqual([{ ratePercent: 'required' }]);
  });
});
