import { decimalToMinor, formatMoney, parseMinor } from '@fortuna/contracts/money';

/** An amount as the API sends it: exact minor units, decimal text, or both. */
export interface ApiAmount {
  minor?: string;
  decimal?: string | null;
}

/** Minor units as sent by the API ("123456"), or null when the text is not a whole number. */
export function minorFromText(minorText: string): bigint | null {
  try {
    return parseMinor(minorText);
  } catch {
    return null;
  }
}

function readMinor(amount: ApiAmount): bigint | null {
  const fromMinor = amount.minor === undefined ? null : minorFromText(amount.minor);
  if (fromMinor !== null) return fromMinor;
  return amount.decimal ? decimalToMinor(amount.decimal) : null;
}

/**
 * Shows an API amount with two decimals, grouping and the currency symbol. The exact minor units
 * are preferred; the decimal text is the fallback; an unreadable amount is shown as it came.
 */
export function displayMoney(amount: ApiAmount, currencySymbol = ''): string {
  const minor = readMinor(amount);
  return minor === null ? (amount.decimal ?? '') : formatMoney(minor, currencySymbol);
}

/** The sign of an API amount, read without floating point: -1, 0 or 1. */
export function signOfAmount(amount: ApiAmount): -1 | 0 | 1 {
  const minor = readMinor(amount);
  if (minor === null || minor === 0n) return 0;
  return minor > 0n ? 1 : -1;
}
