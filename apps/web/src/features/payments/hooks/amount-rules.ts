import { minorToDecimal } from '@fortuna/contracts/money';
import type { PaymentChannel } from '@fortuna/contracts/payments';
import { minorFromText, typedAmountMinor } from '../../../lib/money-display';

/** A channel's limits and fee in minor units, read once from its money values. */
export interface ChannelTerms {
  minMinor: bigint;
  maxMinor: bigint;
  /** Basis points of the amount (100 = 1%), rounded down, plus the fixed part. */
  feeBps: number;
  feeFixedMinor: bigint;
}

/** The channel's terms, or null when one of its amounts cannot be read. */
export function channelTermsOf(channel: PaymentChannel): ChannelTerms | null {
  const minMinor = minorFromText(channel.minAmount.amountMinor);
  const maxMinor = minorFromText(channel.maxAmount.amountMinor);
  const feeFixedMinor = minorFromText(channel.feeFixed.amountMinor);
  if (minMinor === null || maxMinor === null || feeFixedMinor === null) return null;
  return { minMinor, maxMinor, feeBps: channel.feeBps, feeFixedMinor };
}

/** The fee the server will take on `amountMinor`, computed as it does (payment-money.ts). */
export function feeFor(terms: ChannelTerms, amountMinor: bigint): bigint {
  return (amountMinor * BigInt(terms.feeBps)) / 10_000n + terms.feeFixedMinor;
}

/** Whether the channel takes any fee at all. */
export function hasFee(terms: ChannelTerms): boolean {
  return terms.feeBps > 0 || terms.feeFixedMinor > 0n;
}

export type AmountProblem = 'required' | 'format' | 'belowMin' | 'aboveMax' | 'feeTooHigh' | 'aboveBalance';

export type AmountCheck =
  | { isValid: true; amountMinor: bigint; feeMinor: bigint; amount: string }
  | { isValid: false; problem: AmountProblem };

/**
 * Checks a typed amount against the channel's limits, the fee (it must leave something) and, for a
 * withdrawal, the available balance. The amount goes out in the plain two-decimal form.
 */
export function checkAmount(text: string, terms: ChannelTerms, balanceMinor: bigint | null = null): AmountCheck {
  if (text.trim() === '') return { isValid: false, problem: 'required' };
  // What the member typed, in the site's number format; it goes out in the canonical form (`amount`).
  const amountMinor = typedAmountMinor(text);
  if (amountMinor === null || amountMinor <= 0n) return { isValid: false, problem: 'format' };
  if (amountMinor < terms.minMinor) return { isValid: false, problem: 'belowMin' };
  if (amountMinor > terms.maxMinor) return { isValid: false, problem: 'aboveMax' };
  if (balanceMinor !== null && amountMinor > balanceMinor) return { isValid: false, problem: 'aboveBalance' };
  const feeMinor = feeFor(terms, amountMinor);
  if (feeMinor >= amountMinor) return { isValid: false, problem: 'feeTooHigh' };
  return { isValid: true, amountMinor, feeMinor, amount: minorToDecimal(amountMinor) };
}

/** Round amounts (in major units) offered as quick picks when the channel's limits allow them. */
const QUICK_STEPS = [
  10, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000,
  5_000_000, 10_000_000, 20_000_000, 50_000_000,
];
const QUICK_COUNT = 6;

/** Up to six round amounts (the smallest) inside the channel's limits (and under the balance, when one is given), in minor units. */
export function quickAmounts(terms: ChannelTerms, ceilingMinor: bigint | null = null): bigint[] {
  const top = ceilingMinor !== null && ceilingMinor < terms.maxMinor ? ceilingMinor : terms.maxMinor;
  const fitting = QUICK_STEPS.map((step) => BigInt(step) * 100n).filter(
    (minor) => minor >= terms.minMinor && minor <= top && feeFor(terms, minor) < minor,
  );
  // The smallest ones: most payments are small, and the field takes any other amount.
  return fitting.slice(0, QUICK_COUNT);
}

/** A quick amount as the amount field shows it: whole units without decimals. */
export function quickAmountText(minor: bigint): string {
  const text = minorToDecimal(minor);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
