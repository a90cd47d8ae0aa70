import { minorToDecimal } from '@fortuna/contracts/money';
import { htmlLangOf, isLanguage } from '../../../i18n/language';
import { displayMoney, minorFromText, signOfAmount } from '../../../lib/money-display';

/** An amount as the bet record and P&L send it: display text and exact minor units. */
export interface MoneyValue {
  amount: string;
  amountMinor: string;
}

export type MoneyTone = 'positive' | 'negative' | 'zero';

const TONES = { 1: 'positive', 0: 'zero', [-1]: 'negative' } as const satisfies Record<-1 | 0 | 1, MoneyTone>;

function asApiAmount(money: MoneyValue) {
  return { minor: money.amountMinor, decimal: money.amount };
}

/** Green for a win, red for a loss, neutral for nothing either way. */
export function toneOf(money: MoneyValue): MoneyTone {
  return TONES[signOfAmount(asApiAmount(money))];
}

/** An amount with two decimals, grouping and the symbol: "₫1,234.50", "-₫5.00". */
export function formatMoneyValue(money: MoneyValue, currencySymbol = ''): string {
  return displayMoney(asApiAmount(money), currencySymbol);
}

/** A profit with its sign always shown: "+₫1,234.50", "-₫5.00", "₫0.00". */
export function formatSignedMoney(money: MoneyValue, currencySymbol = ''): string {
  const text = formatMoneyValue(money, currencySymbol);
  return toneOf(money) === 'positive' ? `+${text}` : text;
}

/** Minor units as a plain number of major units, for drawing only (never for sums). */
export function majorUnitsOf(money: MoneyValue): number {
  const minor = Number(money.amountMinor);
  if (Number.isFinite(minor)) return minor / 100;
  const decimal = Number(money.amount.replaceAll(',', ''));
  return Number.isFinite(decimal) ? decimal : 0;
}

/** Minor units summed exactly; amounts that cannot be read count 0. */
export function sumMoney(values: readonly MoneyValue[]): MoneyValue {
  let total = 0n;
  for (const value of values) total += minorFromText(value.amountMinor) ?? 0n;
  return { amount: minorToDecimal(total), amountMinor: total.toString() };
}

/** A long round id cut to its start and end ("8f3a2c…91be"); short ones are shown whole. */
export function shortRoundId(roundId: string, head = 6, tail = 4): string {
  return roundId.length <= head + tail + 1 ? roundId : `${roundId.slice(0, head)}…${roundId.slice(-tail)}`;
}

/** The number and date locale of an interface language (TY is Vietnamese); English for anything unknown. */
export function localeTagOf(language: string): string {
  return isLanguage(language) ? htmlLangOf(language) : 'en';
}
