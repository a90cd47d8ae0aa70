import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalThousandths,
  formatOdds,
  fromDecimal,
  ODDS_FORMATS,
  rational,
  sameRational,
  toDecimal,
} from './odds-formats';

const price = fc.bigInt({ min: 1001n, max: 1_000_000n });

describe('odds formats', () => {
  it('every format converts back to the same decimal price, exactly', () => {
    fc.assert(
      fc.property(price, fc.constantFrom(...ODDS_FORMATS), (decimal, format) => {
        const quoted = fromDecimal(decimal, format);
        expect(decimalThousandths(toDecimal(quoted, format))).toBe(decimal);
      }),
      { numRuns: 2000 },
    );
  });

  it('a quote in any format goes to decimal and back unchanged', () => {
    fc.assert(
      fc.property(price, fc.constantFrom(...ODDS_FORMATS), (decimal, format) => {
        const quoted = fromDecimal(decimal, format);
        const back = fromDecimal(decimalThousandths(toDecimal(quoted, format)), format);
        expect(sameRational(back, quoted)).toBe(true);
      }),
    );
  });

  it('quotes the textbook values', () => {
    expect(formatOdds(1500n, 'decimal')).toBe('1.50');
    expect(formatOdds(1500n, 'hongkong')).toBe('0.500');
    expect(formatOdds(1500n, 'malay')).toBe('0.500');
    expect(formatOdds(1500n, 'indonesian')).toBe('-2.000');
    expect(formatOdds(1500n, 'american')).toBe('-200');
    expect(formatOdds(2500n, 'malay')).toBe('-0.667');
    expect(formatOdds(2500n, 'indonesian')).toBe('1.500');
    expect(formatOdds(2500n, 'american')).toBe('+150');
    expect(formatOdds(2000n, 'american')).toBe('+100');
    expect(formatOdds(2000n, 'malay')).toBe('1.000');
  });

  it('refuses odds of 1.000 or less and a zero quote', () => {
    expect(() => fromDecimal(1000n, 'decimal')).toThrow(RangeError);
    expect(() => toDecimal(rational(0n, 1n), 'american')).toThrow(RangeError);
  });
});
