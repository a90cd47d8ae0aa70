import { decimalToMinor, minorToDecimal, typedAmountToCanonical } from '@fortuna/contracts/money';
import type { PaymentChannelType, PaymentDirection } from '@fortuna/contracts/payments';
import { type AdminPaymentChannel, type ChannelUpsert, channelUpsertSchema } from '@fortuna/contracts/payments-admin';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';

/** The channel form as typed: every field text, so half-typed numbers survive until saved. */
export interface ChannelDraft {
  code: string;
  name: string;
  type: PaymentChannelType;
  direction: PaymentDirection;
  status: 'active' | 'disabled';
  minAmount: string;
  maxAmount: string;
  /** The percentage part of the fee, "1.5" for 1.5 % (150 basis points). */
  feePercent: string;
  feeFixed: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  /** Write-only: empty keeps the secret the channel has. */
  gatewaySecret: string;
  sort: string;
}

export function emptyChannelDraft(): ChannelDraft {
  return {
    code: '',
    name: '',
    type: 'bank_transfer',
    direction: 'deposit',
    status: 'active',
    minAmount: '100.00',
    maxAmount: '50000.00',
    feePercent: '0',
    feeFixed: '0.00',
    bankName: '',
    accountName: '',
    accountNumber: '',
    branch: '',
    gatewaySecret: '',
    sort: '0',
  };
}

export function channelToDraft(channel: AdminPaymentChannel): ChannelDraft {
  return {
    code: channel.code,
    name: channel.name,
    type: channel.type,
    direction: channel.direction,
    status: channel.status,
    minAmount: channel.minAmount.amount,
    maxAmount: channel.maxAmount.amount,
    feePercent: minorToDecimal(BigInt(channel.feeBps)),
    feeFixed: channel.feeFixed.amount,
    bankName: channel.bank?.bankName ?? '',
    accountName: channel.bank?.accountName ?? '',
    accountNumber: channel.bank?.accountNumber ?? '',
    branch: channel.bank?.branch ?? '',
    gatewaySecret: '',
    sort: String(channel.sort),
  };
}

/** "1.5" % → 150 basis points; null when it is not a percentage with at most 2 decimals. */
export function percentToBps(text: string): number | null {
  const bps = decimalToMinor(text.trim());
  return bps === null || bps < 0n ? null : Number(bps);
}

function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** An amount as staff typed it ("1,000.5") in the canonical form the API takes ("1000.5"); unreadable text goes on as typed, for the schema to name. */
function typed(text: string): string {
  return typedAmountToCanonical(text) ?? text;
}

export type ChannelDraftResult = { ok: true; body: ChannelUpsert } | { ok: false; errors: FieldErrors };

/** Checks the form with the shared schema and builds what the server is sent. */
export function validateChannelDraft(draft: ChannelDraft, merchantId: number): ChannelDraftResult {
  const feeBps = percentToBps(draft.feePercent);
  const candidate = {
    merchantId,
    code: draft.code,
    name: draft.name,
    type: draft.type,
    direction: draft.direction,
    status: draft.status,
    minAmount: typed(draft.minAmount),
    maxAmount: typed(draft.maxAmount),
    feeBps: feeBps ?? Number.NaN,
    feeFixed: typed(draft.feeFixed),
    bank:
      draft.type === 'bank_transfer'
        ? {
            bankName: draft.bankName,
            accountName: draft.accountName,
            accountNumber: draft.accountNumber,
            branch: draft.branch,
          }
        : null,
    gatewaySecret: draft.type === 'gateway' && draft.gatewaySecret !== '' ? draft.gatewaySecret : undefined,
    sort: wholeNumber(draft.sort),
  };
  const parsed = channelUpsertSchema.safeParse(candidate);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  // The schema's own min/max check runs only once every field is valid; say it at once.
  const minMinor = decimalToMinor(typed(draft.minAmount));
  const maxMinor = decimalToMinor(typed(draft.maxAmount));
  if (minMinor !== null && maxMinor !== null && minMinor > maxMinor && !errors.minAmount) {
    errors.minAmount = 'The minimum must not be above the maximum';
  }
  if (feeBps === null || feeBps > 10_000) errors.feeBps = 'Enter a percentage from 0 to 100 with at most 2 decimals';
  if (draft.type === 'bank_transfer') {
    if (!draft.bankName.trim()) errors['bank.bankName'] = 'Enter the bank members transfer to';
    if (!draft.accountName.trim()) errors['bank.accountName'] = 'Enter the account holder';
    if (!draft.accountNumber.trim()) errors['bank.accountNumber'] = 'Enter the account number';
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
