import { describe, expect, it } from 'vitest';
import {
  clampStake,
  compactMinor,
  doubleStake,
  formatMinor,
  halveStake,
  minorDigits,
  minorToPlain,
  parseAmountInput,
  playableMax,
  readMinor,
  steppedValues,
} from './money';

describe('currency decimals', () => {
  it('uses the ledger’s 2 decimals for every currency, VND and the demo money included', () => {
    expect(minorDigits('VND')).toBe(2);
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('THB')).toBe(2);
    expect(minorDigits('DEMO')).toBe(2);
  });
});

describe('formatMinor', () => {
  it('groups thousands and places the decimals of the currency', () => {
    expect(formatMinor(123456n, 'USD')).toBe('$1,234.56');
    expect(formatMinor(123456n, 'VND')).toBe('₫1,234.56');
    expect(formatMinor(1_000_000_00n, 'DEMO')).toBe('1,000,000.00 DEMO');
    expect(formatMinor(5n, 'USD')).toBe('$0.05');
    expect(formatMinor(0n, 'VND')).toBe('₫0.00');
  });

  it('shows signs and can leave the currency out', () => {
    expect(formatMinor(-2500n, 'USD')).toBe('-$25.00');
    expect(formatMinor(2500n, 'USD', { signed: true })).toBe('+$25.00');
    expect(formatMinor(0n, 'USD', { signed: true })).toBe('$0.00');
    expect(formatMinor(1234567n, 'VND', { withCurrency: false })).toBe('12,345.67');
    expect(formatMinor(99n, 'XYZ')).toBe('0.99 XYZ');
    expect(formatMinor(12345n, '')).toBe('12,345');
  });

  it('never loses precision on huge amounts', () => {
    expect(formatMinor(123456789012345678n, 'USD')).toBe('$1,234,567,890,123,456.78');
  });
});

describe('plain and compact amounts', () => {
  it('writes amounts for inputs', () => {
    expect(minorToPlain(1250n, 2)).toBe('12.50');
    expect(minorToPlain(1250n, 0)).toBe('1250');
    expect(minorToPlain(-5n, 2)).toBe('-0.05');
  });

  it('shortens chip labels', () => {
    expect(compactMinor(50_000n, 'VND')).toBe('500');
    expect(compactMinor(250_000n, 'VND')).toBe('2.5K');
    expect(compactMinor(100_000_000n, 'VND')).toBe('1M');
    expect(compactMinor(50n, 'USD')).toBe('0.5');
    expect(compactMinor(100_000n, 'USD')).toBe('1K');
    expect(compactMinor(200_000_000_000n, 'VND')).toBe('2B');
  });
});

describe('parseAmountInput', () => {
  it('reads amounts with at most the currency decimals', () => {
    expect(parseAmountInput('12.5', 2)).toBe(1250n);
    expect(parseAmountInput('1,250.05', 2)).toBe(125005n);
    expect(parseAmountInput('12.', 2)).toBeNull();
    expect(parseAmountInput('1,5', 2)).toBeNull();
    expect(parseAmountInput('1,2,3,4', 2)).toBeNull();
    expect(parseAmountInput(' 1 000', 2)).toBeNull();
    expect(parseAmountInput('5000', 0)).toBe(5000n);
    expect(parseAmountInput('50.5', 0)).toBeNull();
    expect(parseAmountInput('1.234', 2)).toBeNull();
    expect(parseAmountInput('-1', 2)).toBeNull();
    expect(parseAmountInput('abc', 2)).toBeNull();
    expect(parseAmountInput('', 2)).toBeNull();
  });

  it('reads API minor units', () => {
    expect(readMinor('123')).toBe(123n);
    expect(readMinor('1.5')).toBeNull();
    expect(readMinor(null)).toBeNull();
  });
});

describe('stake buttons', () => {
  const limits = { min: 100n, max: 10_000n, balance: 5_000n };

  it('halves and doubles inside the limits and the balance', () => {
    expect(halveStake(1000n, limits)).toBe(500n);
    expect(halveStake(150n, limits)).toBe(100n);
    expect(doubleStake(1000n, limits)).toBe(2000n);
    expect(doubleStake(4000n, limits)).toBe(5000n);
    expect(doubleStake(4000n, { ...limits, balance: 1_000_000n })).toBe(8000n);
    expect(doubleStake(8000n, { ...limits, balance: 1_000_000n })).toBe(10_000n);
  });

  it('keeps the minimum when the balance is too low', () => {
    expect(playableMax({ ...limits, balance: 50n })).toBe(50n);
    expect(clampStake(1000n, { ...limits, balance: 50n })).toBe(100n);
  });

  it('makes 1-2-5 denominations from the minimum', () => {
    expect(steppedValues(100n, 1_000_000n, 6)).toEqual([100n, 200n, 500n, 1000n, 2000n, 5000n]);
    expect(steppedValues(150n, 1_000n, 6)).toEqual([150n, 200n, 500n, 1000n]);
    expect(steppedValues(1n, 3n, 6)).toEqual([1n, 2n]);
    expect(steppedValues(500n, 400n, 6)).toEqual([500n]);
  });
});
