import { createHash, randomBytes } from 'node:crypto';
import { minorToDecimal, parseAmountText } from '@fortuna/contracts/money';
import type { MoneyValue } from '@fortuna/contracts/wallet';
import { AppError } from '../../http/app-error';

/** An amount in the canonical grammar in minor units; refuses anything else, and zero. */
export function amountMinorOf(text: string): bigint {
  const minor = parseAmountText(text);
  if (minor === null || minor <= 0n) throw new AppError('INVALID_AMOUNT');
  return minor;
}

/** A fee text ("0", "1.50") in minor units; zero allowed. */
export function feeMinorOf(text: string): bigint {
  const minor = parseAmountText(text);
  if (minor === null || minor < 0n) throw new AppError('INVALID_AMOUNT', 'Enter a fee of 0 or more');
  return minor;
}

export function moneyOf(minor: bigint): MoneyValue {
  return { amount: minorToDecimal(minor), amountMinor: minor.toString() };
}

export interface ChannelLimits {
  minAmountMinor: bigint;
  maxAmountMinor: bigint;
  feeBps: number;
  feeFixedMinor: bigint;
}

/** The channel's fee on `amountMinor`: basis points (rounded down) plus the fixed part. */
export function feeFor(channel: ChannelLimits, amountMinor: bigint): bigint {
  return (amountMinor * BigInt(channel.feeBps)) / 10_000n + channel.feeFixedMinor;
}

/** Checks the amount against the channel's limits and returns the fee, which must leave something to pay. */
export function checkedFee(channel: ChannelLimits, amountMinor: bigint): bigint {
  if (amountMinor < channel.minAmountMinor)
    throw new AppError(
      'AMOUNT_BELOW_MINIMUM',
      `The minimum of this channel is ${minorToDecimal(channel.minAmountMinor)}`,
    );
  if (amountMinor > channel.maxAmountMinor)
    throw new AppError(
      'AMOUNT_ABOVE_MAXIMUM',
      `The maximum of this channel is ${minorToDecimal(channel.maxAmountMinor)}`,
    );
  const fee = feeFor(channel, amountMinor);
  if (fee >= amountMinor) throw new AppError('AMOUNT_BELOW_MINIMUM', 'The amount does not cover the channel fee');
  return fee;
}

/** A readable, unguessable order number: prefix, UTC date and 10 random hex digits. */
export function newOrderNo(prefix: 'D' | 'W'): string {
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${date}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** SHA-256 of a request's content, so a repeated idempotency key must come with the same request. */
export function hashRequest(content: Record<string, unknown>): string {
  const entries = Object.entries(content).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

/** Masks all but the last 4 digits of an account number. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
