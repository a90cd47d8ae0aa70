import { describe, expect, it } from 'vitest';
import {
  displayMoney,
  minorFromText,
  setMoneyFormat,
  signOfAmount,
  typedAmount,
  typedAmountMinor,
} from './money-display';

describe('displayMoney', () => {
  it('formats minor units with two decimals, grouping and the symbol', () => {
    expect(displayMoney({ minor: '123456789' }, '₫')).toBe('₫1,234,567.89');
    expect(displayMoney({ minor: '-5' }, '$')).toBe('-$0.05');
  });

  it('falls back to the decimal text when minor units are missing or unreadable', () => {
    expect(displayMoney({ decimal: '1234.5' }, '$')).toBe('$1,234.50');
    expect(displayMoney({ minor: 'abc', decimal: '-12.30' })).toBe('-12.30');
  });

  it('returns the raw text when nothing can be read', () => {
    expect(displayMoney({ decimal: 'n/a' })).toBe('n/a');
    expect(displayMoney({ decimal: null })).toBe('');
  });
});

describe('signOfAmount', () => {
  it('reads the sign without floating point', () => {
    expect(signOfAmount({ minor: '1' })).toBe(1);
    expect(signOfAmount({ minor: '-100' })).toBe(-1);
    expect(signOfAmount({ decimal: '0.00' })).toBe(0);
    expect(signOfAmount({ decimal: '-0.01' })).toBe(-1);
  });
});

describe('minorFromText', () => {
  it('accepts whole numbers only', () => {
    expect(minorFromText('123')).toBe(123n);
    expect(minorFromText('1.5')).toBeNull();
  });
});

describe('typedAmount', () => {
  it("reads what the member typed in the site's number format and sends only the canonical form", () => {
    setMoneyFormat('vi-VN');
    try {
      expect(typedAmount('1.234.567')).toBe('1234567');
      expect(typedAmount('1.234.567,89')).toBe('1234567.89');
      expect(typedAmount('1234567.89')).toBe('1234567.89');
      expect(typedAmountMinor('1,5')).toBe(150n);
      expect(typedAmount('1,2,3,4')).toBeNull();
    } finally {
      setMoneyFormat('en-US');
    }
    expect(typedAmount('1,234,567.89')).toBe('1234567.89');
    expect(typedAmount('1,5')).toBeNull();
    expect(typedAmount('1,2,3,4')).toBeNull();
  });
});
