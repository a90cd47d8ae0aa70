/**
 * Money is integer minor units (bigint) everywhere; these helpers turn it into text and back
 * without ever passing through floating point.
 */
export const MINOR_DIGITS = 2;
const SCALE = 10n ** BigInt(MINOR_DIGITS);

/** "123456" minor units → "1234.56" (no grouping, for JSON and inputs). */
export function minorToDecimal(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  const whole = absolute / SCALE;
  const fraction = (absolute % SCALE).toString().padStart(MINOR_DIGITS, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * The one grammar of a money input, as the API takes it: digits, then optionally a point and one
 * to `digits` decimals ("1234567", "1234567.8", "1234567.89"). No sign, no grouping, no spaces,
 * no exponent, no lone point: anything else is refused rather than guessed at ("1,5" is not 15).
 */
export function amountPattern(digits: number = MINOR_DIGITS): RegExp {
  return digits > 0 ? new RegExp(`^\\d{1,15}(?:\\.\\d{1,${digits}})?$`) : /^\d{1,15}$/;
}

/** The message a refused amount text gets (a form shows its own translated text). */
export function amountGrammarMessage(digits: number = MINOR_DIGITS): string {
  return digits > 0
    ? `Write the amount as digits with at most ${digits} decimals after a point, without separators (e.g. 1234567.89)`
    : 'Write the amount as whole digits, without separators (e.g. 1234567)';
}

/**
 * An amount text in the canonical grammar (`amountPattern`) in minor units of a currency with
 * `digits` decimals; null for any other text.
 */
export function parseAmountText(text: string, digits: number = MINOR_DIGITS): bigint | null {
  if (!amountPattern(digits).test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}

/**
 * A decimal as the API writes it (`minorToDecimal`: "1234.56", "-3.00") → minor units; null otherwise.
 * The same strict grammar as an input, with an optional minus sign for balances and adjustments.
 */
export function decimalToMinor(text: string): bigint | null {
  const isNegative = text.startsWith('-');
  const minor = parseAmountText(isNegative ? text.slice(1) : text);
  if (minor === null) return null;
  return isNegative ? -minor : minor;
}

/** The separators of a number format: en-US 1,234.56, vi-VN 1.234,56. */
const SEPARATORS = {
  'en-US': { group: ',', decimal: '.' },
  'vi-VN': { group: '.', decimal: ',' },
} as const;
export type MoneyFormat = keyof typeof SEPARATORS;

/**
 * 123456n with symbol "₫" → "₫1,234.56" (en-US, the default) or "₫1.234,56" (vi-VN): two decimals and
 * thousands separators, as the site shows balances.
 */
export function formatMoney(minor: bigint, currencySymbol = '', format: MoneyFormat = 'en-US'): string {
  const { group, decimal: point } = SEPARATORS[format];
  const decimal = minorToDecimal(minor);
  const isNegative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (isNegative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${isNegative ? '-' : ''}${currencySymbol}${grouped}${point}${fraction}`;
}

/** Parses a minor-unit string from JSON ("123456") into bigint; throws on anything else. */
export function parseMinor(text: string): bigint {
  if (!/^-?\d{1,19}$/.test(text)) throw new RangeError(`not a minor-unit amount: ${text}`);
  return BigInt(text);
}

/**
 * What a person typed in an amount field → the canonical text the API takes, or null when it is not
 * an amount. The site's number format is read first ("1.234.567,89" in vi-VN, "1,234,567.89" in
 * en-US → "1234567.89"), grouping separators only between proper groups of three; then the canonical
 * form itself ("1234567.89"), which never collides with a grouped number (groups have three digits,
 * decimals at most `digits`). Spaces around the text are dropped; nothing else is guessed.
 */
export function typedAmountToCanonical(
  typed: string,
  format: MoneyFormat = 'en-US',
  digits: number = MINOR_DIGITS,
): string | null {
  const text = typed.trim();
  const pattern = amountPattern(digits);
  const { group, decimal } = SEPARATORS[format];
  const [whole = '', fraction, ...rest] = text.split(decimal);
  if (rest.length === 0) {
    const [head = '', ...tail] = whole.split(group);
    const isWellGrouped = tail.length === 0 || (/^\d{1,3}$/.test(head) && tail.every((part) => /^\d{3}$/.test(part)));
    const localised = `${[head, ...tail].join('')}${fraction === undefined ? '' : `.${fraction}`}`;
    if (isWellGrouped && pattern.test(localised)) return localised;
  }
  return pattern.test(text) ? text : null;
}
