/**
 * Odds formats a South-East Asian bettor reads (decimal, Hong Kong, Malay, Indonesian, American), converted
 * exactly as rationals: a price is held as decimal odds in thousandths (1.950 → 1950n), and every format
 * is a fraction of bigints, so decimal → format → decimal gives back the same price.
 */

export type OddsFormat = 'decimal' | 'hongkong' | 'malay' | 'indonesian' | 'american';
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'hongkong', 'malay', 'indonesian', 'american'];

/** Decimal odds are kept in thousandths: 1000n is evens-money stake back (1.000), 2500n is 2.500. */
export const ODDS_SCALE = 1000n;

/** An exact fraction num/den with den > 0, in lowest terms. */
export interface Rational {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export function sameRational(a: Rational, b: Rational): boolean {
  return a.num * b.den === b.num * a.den;
}

/** Decimal odds (thousandths) as the exact value of the format. Odds must be above 1.000. */
export function fromDecimal(decimalThousandths: bigint, format: OddsFormat): Rational {
  if (decimalThousandths <= ODDS_SCALE) throw new RangeError('decimal odds must be above 1.000');
  const profit = rational(decimalThousandths - ODDS_SCALE, ODDS_SCALE); // D − 1
  const inverse = rational(-profit.den, profit.num); // −1 / (D − 1)
  const atLeastEvens = decimalThousandths >= 2n * ODDS_SCALE;
  // Malay quotes −1/(D − 1) above evens, Indonesian and American below evens; each is D − 1 otherwise.
  switch (format) {
    case 'decimal':
      return rational(decimalThousandths, ODDS_SCALE);
    case 'hongkong':
      return profit;
    case 'malay':
      return decimalThousandths > 2n * ODDS_SCALE ? inverse : profit;
    case 'indonesian':
      return atLeastEvens ? profit : inverse;
    case 'american':
      return atLeastEvens ? rational(profit.num * 100n, profit.den) : rational(inverse.num * 100n, inverse.den);
  }
}

/** The decimal odds of a value in a format, as an exact fraction (a round trip of fromDecimal). */
export function toDecimal(value: Rational, format: OddsFormat): Rational {
  const plusOne = (r: Rational) => rational(r.num + r.den, r.den);
  // A negative quote r = −1/(D − 1) gives D = 1 − 1/r = (r − 1)/r.
  const fromNegative = (r: Rational) => rational(r.num - r.den, r.num);
  if (value.den <= 0n) throw new RangeError('bad fraction');
  switch (format) {
    case 'decimal':
      return value;
    case 'hongkong':
      return plusOne(value);
    case 'malay':
    case 'indonesian':
      if (value.num === 0n) throw new RangeError('odds of 0 have no decimal value');
      return value.num > 0n ? plusOne(value) : fromNegative(value);
    case 'american': {
      if (value.num === 0n) throw new RangeError('American odds of 0 have no decimal value');
      const hundredths = rational(value.num, value.den * 100n);
      return hundredths.num > 0n ? plusOne(hundredths) : fromNegative(hundredths);
    }
  }
}

/** Decimal thousandths back from an exact decimal value (throws when it is not a whole number of thousandths). */
export function decimalThousandths(value: Rational): bigint {
  const scaled = value.num * ODDS_SCALE;
  if (scaled % value.den !== 0n) throw new RangeError('not a whole number of thousandths');
  return scaled / value.den;
}

/** Rounds a fraction half away from zero to `digits` decimals and writes it (e.g. "-0.53", "+150"). */
export function formatRational(value: Rational, digits: number, signed = false): string {
  const scale = 10n ** BigInt(digits);
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const rounded = (magnitude * scale * 2n + value.den) / (value.den * 2n);
  const whole = rounded / scale;
  const fraction = digits > 0 ? `.${(rounded % scale).toString().padStart(digits, '0')}` : '';
  const sign = negative && rounded !== 0n ? '-' : signed ? '+' : '';
  return `${sign}${whole}${fraction}`;
}

/** The price as the player reads it in their chosen format. */
export function formatOdds(decimal: bigint, format: OddsFormat): string {
  const value = fromDecimal(decimal, format);
  if (format === 'american') return formatRational(value, 0, true);
  return formatRational(value, format === 'decimal' ? 2 : 3);
}
