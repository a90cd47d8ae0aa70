import { describe, expect, it } from 'vitest';
import { decimalToMinor, formatMoney, minorToDecimal, parseMinor } from './money';

describe('money helpers', () => {
  it('formats minor units with two decimals, separators and the currency symbol', () => {
    expect(formatMoney(123456789n, '₫')).toBe('₫1,234,567.89');
    expect(formatMoney(5n, '$')).toBe('$0.05');
    expect(formatMoney(123456789n, '₫', 'vi-VN')).toBe('₫1.234.567,89');
    expect(formatMoney(-100000000n, '', 'vi-VN')).toBe('-1.000.000,00');
    expect(formatMoney(-100050n, '$')).toBe('-$1,000.50');
    expect(formatMoney(0n)).toBe('0.00');
  });

  it('round-trips decimals exactly, far beyond float precision', () => {
    expect(minorToDecimal(900719925474099312n)).toBe('9007199254740993.12');
    expect(decimalToMinor('1,234.5')).toBe(123450n);
    expect(decimalToMinor('0.07')).toBe(7n);
    expect(decimalToMinor('-3')).toBe(-300n);
  });

  it('refuses amounts with more than two decimals or stray characters', () => {
    expect(decimalToMinor('1.005')).toBeNull();
    expect(decimalToMinor('1e3')).toBeNull();
    expect(decimalToMinor('12abc')).toBeNull();
    expect(() => parseMinor('12.5')).toThrow(RangeError);
  });
});
