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

/** "1234.5" or "1,234.56" → 123456n; null when the text is not an amount with at most 2 decimals. */
export function decimalToMinor(text: string): bigint | null {
  const cleaned = text.trim().replaceAll(',', '');
  const match = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * SCALE + BigInt(fraction.padEnd(MINOR_DIGITS, '0'));
  return sign === '-' ? -minor : minor;
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
