import { describe, expect, it } from 'vitest';
import {
  canApproveDividend,
  deductionsMinor,
  isTerminable,
  liveContracts,
  pageCount,
  platformContractIds,
} from './agent-meta';

const money = (amountMinor: string) => ({ amount: (Number(amountMinor) / 100).toFixed(2), amountMinor });

describe('liveContracts', () => {
  it('keeps offered, active and terminating contracts, salaries first', () => {
    const chips = liveContracts([
      { id: 1, kind: 'dividend', status: 'active' },
      { id: 2, kind: 'daily', status: 'terminated' },
      { id: 3, kind: 'hourly', status: 'offered' },
      { id: 4, kind: 'realtime', status: 'rejected' },
      { id: 5, kind: 'realtime', status: 'terminating' },
    ] as const);
    expect(chips.map((contract) => contract.id)).toEqual([5, 3, 1]);
  });

  it('leaves ended contracts alone', () => {
    expect(isTerminable({ status: 'active' })).toBe(true);
    expect(isTerminable({ status: 'offered' })).toBe(true);
    expect(isTerminable({ status: 'terminated' })).toBe(false);
    expect(isTerminable({ status: 'rejected' })).toBe(false);
  });
});

describe('canApproveDividend', () => {
  const platform = platformContractIds([
    { id: 10, upline: null },
    { id: 11, upline: { id: 3, username: 'top' } },
  ]);

  it('approves requested dividends of the platform’s own contracts only', () => {
    expect([...platform]).toEqual([10]);
    expect(canApproveDividend({ kind: 'dividend', status: 'requested', contractId: 10 }, platform)).toBe(true);
    expect(canApproveDividend({ kind: 'dividend', status: 'requested', contractId: 11 }, platform)).toBe(false);
    expect(canApproveDividend({ kind: 'dividend', status: 'computed', contractId: 10 }, platform)).toBe(false);
    expect(canApproveDividend({ kind: 'daily', status: 'requested', contractId: 10 }, platform)).toBe(false);
  });
});

describe('settlement sums', () => {
  it('add up what the downline agents earned', () => {
    const deduction = (amountMinor: string) => ({
      downlineId: 1,
      username: 'a',
      teamFigure: money('0'),
      rateBp: 100,
      amount: money(amountMinor),
    });
    expect(deductionsMinor({ deductions: [] })).toBe(0n);
    expect(deductionsMinor({ deductions: [deduction('1250'), deduction('99')] })).toBe(1349n);
  });

  it('count pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
