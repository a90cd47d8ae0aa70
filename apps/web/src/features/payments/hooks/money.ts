import type { MoneyValue } from '@fortuna/contracts/wallet';
import { displayMoney, formatSiteMoney } from '../../../lib/money-display';
import type { ChannelTerms } from './amount-rules';

/** An API money value with two decimals, grouping and the currency symbol. */
export function showMoney(value: MoneyValue, currencySymbol: string): string {
  return displayMoney({ minor: value.amountMinor, decimal: value.amount }, currencySymbol);
}

/** Minor units with two decimals, grouping and the currency symbol. */
export function showMinor(minor: bigint, currencySymbol: string): string {
  return formatSiteMoney(minor, currencySymbol);
}

/** The fee rate in percent from basis points, without trailing zeros ("1.5", "0.25"). */
export function feeRateText(feeBps: number): string {
  const whole = Math.trunc(feeBps / 100);
  const fraction = String(feeBps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export type FeeDescription =
  | { kind: 'none' }
  | { kind: 'rate'; rate: string }
  | { kind: 'fixed'; fixed: string }
  | { kind: 'rateAndFixed'; rate: string; fixed: string };

/** How a channel's fee reads: none, a rate, a fixed amount or both. */
export function describeFee(terms: ChannelTerms, currencySymbol: string): FeeDescription {
  const rate = terms.feeBps > 0 ? feeRateText(terms.feeBps) : null;
  const fixed = terms.feeFixedMinor > 0n ? showMinor(terms.feeFixedMinor, currencySymbol) : null;
  if (rate && fixed) return { kind: 'rateAndFixed', rate, fixed };
  if (rate) return { kind: 'rate', rate };
  if (fixed) return { kind: 'fixed', fixed };
  return { kind: 'none' };
}
