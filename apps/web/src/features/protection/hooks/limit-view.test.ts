import { describe, expect, it } from 'vitest';
import { moneyText, usedPercent } from './limit-view';

const money = (amountMinor: string) => ({ amount: '', amountMinor });

describe('limit view', () => {
  it('shows how much of a limit is used, capped at 100', () => {
    const limit = { kind: 'loss' as const, period: 'day' as const, pending: null };
    expect(usedPercent({ ...limit, current: money('10000'), used: money('2500') })).toBe(25);
    expect(usedPercent({ ...limit, current: money('10000'), used: money('20000') })).toBe(100);
    expect(usedPercent({ ...limit, current: null, used: money('1') })).toBeNull();
  });

  it('shows money with two decimals and the symbol', () => {
    expect(moneyText({ amount: '1234.5', amountMinor: '123450' }, '₫')).toBe('₫1,234.50');
    expect(moneyText(null, '₫')).toBeNull();
  });
});
