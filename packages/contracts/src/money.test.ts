import { describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  formatMoney,
  minorToDecimal,
  parseAmountText,
  parseMinor,
  typedAmountToCanonical,
} from './money';
import { amountInputSchema } from './wallet';

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
    expect(decimalToMinor('1234.5')).toBe(123450n);
    expect(decimalToMinor('0.07')).toBe(7n);
    expect(decimalToMinor('-3')).toBe(-300n);
  });

  it('refuses amounts with more than two decimals or stray characters', () => {
    expect(decimalToMinor('1.005')).toBeNull();
    expect(decimalToMinor('1e3')).toBeNull();
    expect(decimalToMinor('12abc')).toBeNull();
    expect(() => parseMinor('12.5')).toThrow(RangeError);
  });

  it("reads only the canonical grammar: digits, then a point and at most the currency's decimals", () => {
    expect(parseAmountText('1234567')).toBe(123456700n);
    expect(parseAmountText('1234567.89')).toBe(123456789n);
    expect(parseAmountText('0.5')).toBe(50n);
    expect(parseAmountText('12.345', 3)).toBe(12345n);
    expect(parseAmountText('12', 0)).toBe(12n);
    for (const text of [
      '1,5',
      '1,2,3,4',
      '1,234.00',
      ' 12',
      '12 ',
      '1 000',
      '1.',
      '.5',
      '1.005',
      '+1',
      '-1',
      '1e3',
      '0x10',
      '１２',
      '',
    ]) {
      expect(parseAmountText(text), text).toBeNull();
    }
    expect(parseAmountText('12.5', 0)).toBeNull();
    expect(decimalToMinor('1,5')).toBeNull();
  });

  it('refuses a lenient amount in every request with a message that says what to write', () => {
    expect(amountInputSchema.safeParse('1234567.89').success).toBe(true);
    for (const text of ['1,5', '1,2,3,4', ' 100', '100.']) {
      const parsed = amountInputSchema.safeParse(text);
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/at most 2 decimals after a point, without separators/);
    }
    expect(amountInputSchema.safeParse('0').error?.issues[0]?.message).toBe('Enter an amount above 0');
  });

  it("turns what a person typed in the site's number format into the canonical text", () => {
    expect(typedAmountToCanonical('1.234.567', 'vi-VN')).toBe('1234567');
    expect(typedAmountToCanonical('1.234.567,89', 'vi-VN')).toBe('1234567.89');
    expect(typedAmountToCanonical('1,5', 'vi-VN')).toBe('1.5');
    expect(typedAmountToCanonical(' 234567.89 ', 'vi-VN')).toBe('234567.89');
    expect(typedAmountToCanonical('1,234,567.89', 'en-US')).toBe('1234567.89');
    expect(typedAmountToCanonical('50000', 'en-US')).toBe('50000');
    // Neither a grouped number of the format nor the canonical form: refused, never guessed.
    for (const [typed, format] of [
      ['1,5', 'en-US'],
      ['1,2,3,4', 'en-US'],
      ['12,34.5', 'en-US'],
      ['1.2.3', 'vi-VN'],
      ['1.234,567', 'vi-VN'],
      ['1,234.5', 'vi-VN'],
      ['abc', 'en-US'],
      ['', 'vi-VN'],
    ] as const) {
      expect(typedAmountToCanonical(typed, format), `${typed} ${format}`).toBeNull();
    }
  });
});
