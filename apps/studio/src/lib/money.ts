import { MINOR_DIGITS, parseAmountText, parseMinor, typedAmountToCanonical } from '@fortuna/contracts/money';

/**
 * Money in the studio client: amounts travel as strings of minor units and are kept as bigint, never
 * as floating point. How many of the minor units make one major unit depends on the currency.
 */

const SYMBOLS: Readonly<Record<string, string>> = {
  VND: '₫',
  USD: '$',
  EUR: '€',
  GBP: '£',
  THB: '฿',
  CNY: '¥',
  INR: '₹',
  PHP: '₱',
  KRW: '₩',
};

/**
 * The minor-unit exponent. The platform's ledger keeps every currency (VND and the demo money included)
 * in hundredths (contracts MINOR_DIGITS), so the game shows the same figures as the site header;
 * '' is an unknown currency, shown as plain minor units.
 */
export function minorDigits(currency: string): number {
  return currency === '' ? 0 : MINOR_DIGITS;
}

export function currencySymbol(currency: string): string {
  return SYMBOLS[currency] ?? '';
}

/** Minor units from the API's text ("123456"), or null when it is not a whole number. */
export function readMinor(text: string | null | undefined): bigint | null {
  if (text === null || text === undefined) return null;
  try {
    return parseMinor(text);
  } catch {
    return null;
  }
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456n, 2 → "1234.56"; 123456n, 0 → "123456" (no grouping: for inputs). */
export function minorToPlain(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const scale = 10n ** BigInt(digits);
  const whole = (absolute / scale).toString();
  const fraction = digits > 0 ? `.${(absolute % scale).toString().padStart(digits, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export interface FormatOptions {
  /** Show the currency symbol (or the code when there is none). Default true. */
  withCurrency?: boolean;
  /** Put a + in front of amounts above zero (wins). */
  signed?: boolean;
}

/**
 * An amount for people: grouped thousands, the currency's decimals and its symbol
 * ("₫1,234,500", "$12.50", "1,000.00 DEMO").
 */
export function formatMinor(minor: bigint, currency: string, options: FormatOptions = {}): string {
  const digits = minorDigits(currency);
  const plain = minorToPlain(minor, digits);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const number = `${group(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
  const sign = negative ? '-' : options.signed && minor > 0n ? '+' : '';
  if (options.withCurrency === false) return `${sign}${number}`;
  const symbol = currencySymbol(currency);
  if (symbol) return `${sign}${symbol}${number}`;
  return currency ? `${sign}${number} ${currency}` : `${sign}${number}`;
}

/**
 * A short label for chips and coins: 500 → "500", 2500 → "2.5K", 1000000 → "1M" (in major units;
 * fractions kept for currencies with decimals: 0.5, 2.5).
 */
export function compactMinor(minor: bigint, currency: string): string {
  const digits = minorDigits(currency);
  const scale = 10n ** BigInt(digits);
  const steps: [bigint, string][] = [
    [1_000_000_000n, 'B'],
    [1_000_000n, 'M'],
    [1_000n, 'K'],
  ];
  for (const [size, suffix] of steps) {
    const unit = size * scale;
    if (minor >= unit) return `${trimFraction(minor, unit)}${suffix}`;
  }
  return trimFraction(minor, scale);
}

/** minor / unit with at most two decimals, trailing zeros dropped (rounded down). */
function trimFraction(minor: bigint, unit: bigint): string {
  const whole = minor / unit;
  const hundredths = ((minor % unit) * 100n) / unit;
  if (hundredths === 0n) return whole.toString();
  const fraction = hundredths.toString().padStart(2, '0').replace(/0+$/, '');
  return `${whole}.${fraction}`;
}

/**
 * An amount typed by the player in minor units: the canonical form ("1250.5") or proper thousands
 * groups ("1,250.5"); null for anything else ("1,5" is not 15), as the platform's one money grammar.
 */
export function parseAmountInput(text: string, digits: number): bigint | null {
  const canonical = typedAmountToCanonical(text, 'en-US', digits);
  return canonical === null ? null : parseAmountText(canonical, digits);
}

export interface StakeLimits {
  min: bigint;
  max: bigint;
  /** The player's balance: a stake above it cannot be played. */
  balance: bigint;
}

/** The highest stake the player can play now: the game's maximum or the balance, whichever is lower. */
export function playableMax(limits: StakeLimits): bigint {
  return limits.balance < limits.max ? limits.balance : limits.max;
}

/** A stake kept inside min … playable max (min wins when the balance is below the minimum). */
export function clampStake(stake: bigint, limits: StakeLimits): bigint {
  const max = playableMax(limits);
  if (stake > max) return max < limits.min ? limits.min : max;
  if (stake < limits.min) return limits.min;
  return stake;
}

export const halveStake = (stake: bigint, limits: StakeLimits): bigint => clampStake(stake / 2n, limits);
export const doubleStake = (stake: bigint, limits: StakeLimits): bigint => clampStake(stake * 2n, limits);

/**
 * Denominations from `min` in 1-2-5 steps up to `max` (at most `count` of them), e.g. chips or
 * slot coins: 100 → 100, 200, 500, 1000, 2000, 5000.
 */
export function steppedValues(min: bigint, max: bigint, count: number): bigint[] {
  if (min < 1n || max < min) return min >= 1n ? [min] : [];
  const values: bigint[] = [];
  let magnitude = 1n;
  while (magnitude * 10n <= min) magnitude *= 10n;
  const candidates: bigint[] = [];
  for (let decade = magnitude; decade <= max && candidates.length < 200; decade *= 10n) {
    for (const factor of [1n, 2n, 5n]) candidates.push(decade * factor);
  }
  if (!candidates.includes(min)) values.push(min);
  for (const value of candidates) {
    if (value >= min && value <= max && !values.includes(value)) values.push(value);
  }
  values.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return values.slice(0, count);
}

/** Ratio of two amounts as a number (for "×12.5 win" labels and count-up animations only). */
export function ratioOf(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) return 0;
  return Number((numerator * 10_000n) / denominator) / 10_000;
}
