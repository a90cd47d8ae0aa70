import {
  decimalToMinor,
  formatMoney,
  type MoneyFormat,
  parseMinor,
  typedAmountToCanonical,
} from '@fortuna/contracts/money';

/** How the merchant writes numbers (permission info's numberFormat), set at start-up: en-US 1,000.00, vi-VN 1.000,00. */
let siteMoneyFormat: MoneyFormat = 'en-US';

/** Sets the merchant's number format for every amount the site shows (App, from permission info). */
export function setMoneyFormat(format: MoneyFormat): void {
  siteMoneyFormat = format;
}

/** Minor units as the site shows money: two decimals, grouping in the merchant's format, the symbol. */
export function formatSiteMoney(minor: bigint, currencySymbol = ''): string {
  return formatMoney(minor, currencySymbol, siteMoneyFormat);
}

/** A multiplier in hundredths (160000 → "1,600", 150 → "1.5") in the merchant's number format, no needless decimals. */
export function formatSiteMultiplier(hundredths: number): string {
  const locale = siteMoneyFormat === 'vi-VN' ? 'vi-VN' : 'en-US';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100);
}

/**
 * What the member typed in an amount field, in the site's number format ("1.234.567,89" on a vi-VN
 * site) or the plain form ("1234567.89"), as the canonical text the API takes; null when it is not
 * an amount. Every amount input goes through here before it is sent.
 */
export function typedAmount(text: string): string | null {
  return typedAmountToCanonical(text, siteMoneyFormat);
}

/** What the member typed, in minor units; null when it is not an amount. */
export function typedAmountMinor(text: string): bigint | null {
  const canonical = typedAmount(text);
  return canonical === null ? null : decimalToMinor(canonical);
}

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
  return minor === null ? (amount.decimal ?? '') : formatSiteMoney(minor, currencySymbol);
}

/** The sign of an API amount, read without floating point: -1, 0 or 1. */
export function signOfAmount(amount: ApiAmount): -1 | 0 | 1 {
  const minor = readMinor(amount);
  if (minor === null || minor === 0n) return 0;
  return minor > 0n ? 1 : -1;
}
