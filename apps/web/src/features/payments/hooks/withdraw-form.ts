import type { CreateWithdrawal, WageringStatus } from '@fortuna/contracts/payments';
import { type AmountProblem, type ChannelTerms, checkAmount } from './amount-rules';

/** Why a withdrawal cannot be asked for at all right now, most pressing first. */
export type WithdrawBlocker = 'wageringNotMet' | 'noPaymentPassword' | 'noPayeeAccount' | 'noChannel';

export interface WithdrawSituation {
  hasPaymentPassword: boolean;
  /** Unknown while it loads: only a known unmet requirement blocks. */
  wagering: WageringStatus | undefined;
  payeeAccountCount: number;
  channelCount: number;
}

/** The reason the submit button is disabled, or null when a withdrawal may be asked for. */
export function withdrawBlocker(situation: WithdrawSituation): WithdrawBlocker | null {
  if (situation.wagering && !situation.wagering.isMet) return 'wageringNotMet';
  if (!situation.hasPaymentPassword) return 'noPaymentPassword';
  if (situation.payeeAccountCount === 0) return 'noPayeeAccount';
  if (situation.channelCount === 0) return 'noChannel';
  return null;
}

export interface WithdrawValues {
  amount: string;
  paymentPassword: string;
  secondFactorCode: string;
}

export interface WithdrawProblems {
  channel?: 'required';
  payeeAccount?: 'required';
  amount?: AmountProblem;
  paymentPassword?: 'required' | 'sixDigits';
  secondFactorCode?: 'required' | 'sixDigits';
}

export interface WithdrawChoice {
  channel: { id: number; terms: ChannelTerms } | null;
  payeeAccountId: number | null;
  /** The available main-wallet balance; null when unknown (the server still checks). */
  balanceMinor: bigint | null;
  /** The first withdrawal to a new account needs the authenticator code (when the member has one). */
  needsSecondFactor: boolean;
}

export type WithdrawCheck = { isValid: true; body: CreateWithdrawal } | { isValid: false; problems: WithdrawProblems };

function sixDigitsProblem(text: string): 'required' | 'sixDigits' | undefined {
  if (text === '') return 'required';
  return /^\d{6}$/.test(text) ? undefined : 'sixDigits';
}

/** Checks the withdrawal form: channel, account, amount inside limits and balance, payment password, second factor. */
export function checkWithdrawForm(values: WithdrawValues, choice: WithdrawChoice): WithdrawCheck {
  const problems: WithdrawProblems = {};
  if (!choice.channel) problems.channel = 'required';
  if (choice.payeeAccountId === null) problems.payeeAccount = 'required';
  const amount = choice.channel ? checkAmount(values.amount, choice.channel.terms, choice.balanceMinor) : null;
  if (amount && !amount.isValid) problems.amount = amount.problem;
  const password = sixDigitsProblem(values.paymentPassword);
  if (password) problems.paymentPassword = password;
  const totp = choice.needsSecondFactor ? sixDigitsProblem(values.secondFactorCode) : undefined;
  if (totp) problems.secondFactorCode = totp;
  if (!choice.channel || choice.payeeAccountId === null || !amount?.isValid || password || totp) {
    return { isValid: false, problems };
  }
  const body: CreateWithdrawal = {
    channelId: choice.channel.id,
    payeeAccountId: choice.payeeAccountId,
    amount: amount.amount,
    paymentPassword: values.paymentPassword,
    remark: '',
  };
  if (choice.needsSecondFactor) body.secondFactorCode = values.secondFactorCode;
  return { isValid: true, body };
}
