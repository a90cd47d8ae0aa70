import { formatMoney, parseMinor } from '@fortuna/contracts/money';
import type { DepositStatus, PaymentChannelType, WithdrawalStatus } from '@fortuna/contracts/payments';
import type { MoneyValue } from '@fortuna/contracts/wallet';
import { ApiError } from '../../../api/client';
import type { BadgeTone } from '../../../ui/Badge';

interface StatusMeta {
  label: string;
  tone: BadgeTone;
}

/** "₫1,234.56": an amount of the API (minor units as text) with the merchant's symbol and 2 decimals. */
export function formatAmount(value: MoneyValue, currencySymbol = ''): string {
  try {
    return formatMoney(parseMinor(value.amountMinor), currencySymbol);
  } catch {
    return `${currencySymbol}${value.amount}`;
  }
}

/** "₫1,234.56" from minor units already in hand (sums, turnovers). */
export function formatMinor(minor: bigint, currencySymbol: string): string {
  return formatMoney(minor, currencySymbol);
}

/** True when an amount is zero, e.g. a fee that was not charged. */
export function isZero(value: MoneyValue): boolean {
  return /^-?0+$/.test(value.amountMinor);
}

export const DEPOSIT_STATUS_META: Record<DepositStatus, StatusMeta> = {
  pending: { label: 'Pending', tone: 'warning' },
  credited: { label: 'Credited', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const WITHDRAWAL_STATUS_META: Record<WithdrawalStatus, StatusMeta> = {
  pending: { label: 'Pending', tone: 'warning' },
  matching: { label: 'Matching', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const CHANNEL_TYPE_META: Record<PaymentChannelType, { label: string; hint: string }> = {
  bank_transfer: {
    label: 'Bank transfer',
    hint: 'The member transfers to your account and uploads proof; staff confirm',
  },
  gateway: { label: 'Gateway', hint: 'A payment gateway takes the money and confirms by a signed callback' },
  p2p: { label: 'P2P', hint: 'Deposits are matched to other members’ withdrawals' },
};

export const DIRECTION_LABELS = { deposit: 'Deposits', withdrawal: 'Withdrawals', both: 'Both' } as const;

/** A decision refused because the order is no longer pending: someone (or the gateway) decided it first. */
export function isDecisionConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'ORDER_ALREADY_DECIDED' || error.code === 'ORDER_NOT_PENDING');
}

/** "1.50%": basis points as a percentage. */
export function formatBps(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

/** "1.50% + ₫5.00", "Free": a channel's fee. */
export function formatFee(feeBps: number, feeFixed: MoneyValue, currencySymbol: string): string {
  const parts: string[] = [];
  if (feeBps > 0) parts.push(formatBps(feeBps));
  if (!isZero(feeFixed)) parts.push(formatAmount(feeFixed, currencySymbol));
  return parts.length > 0 ? parts.join(' + ') : 'Free';
}
