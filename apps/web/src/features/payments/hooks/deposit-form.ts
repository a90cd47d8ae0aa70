import type { CreateDeposit } from '@fortuna/contracts/payments';
import { type AmountProblem, type ChannelTerms, checkAmount } from './amount-rules';

export interface DepositValues {
  amount: string;
  payerName: string;
}

export interface DepositProblems {
  channel?: 'required';
  amount?: AmountProblem;
  payerName?: 'tooLong';
}

const PAYER_NAME_MAX = 100;

export type DepositCheck = { isValid: true; body: CreateDeposit } | { isValid: false; problems: DepositProblems };

/** Checks the deposit form before it is sent: a channel, an amount inside its limits, a payer name that fits. */
export function checkDepositForm(
  values: DepositValues,
  channel: { id: number; terms: ChannelTerms } | null,
): DepositCheck {
  const problems: DepositProblems = {};
  if (!channel) problems.channel = 'required';
  const amount = channel ? checkAmount(values.amount, channel.terms) : null;
  if (amount && !amount.isValid) problems.amount = amount.problem;
  const payerName = values.payerName.trim();
  if (payerName.length > PAYER_NAME_MAX) problems.payerName = 'tooLong';
  if (!channel || !amount?.isValid || problems.payerName) return { isValid: false, problems };
  return { isValid: true, body: { channelId: channel.id, amount: amount.amount, payerName, remark: '' } };
}
