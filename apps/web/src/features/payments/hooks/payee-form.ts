import type { BindPayeeAccount } from '@fortuna/contracts/payments';

export interface PayeeValues {
  payeeName: string;
  bankName: string;
  accountNumber: string;
  branch: string;
  paymentPassword: string;
}

export type PayeeField = keyof PayeeValues;
export type PayeeProblem = 'required' | 'tooLong' | 'accountNumber' | 'sixDigits';
export type PayeeCheck =
  | { isValid: true; body: BindPayeeAccount }
  | { isValid: false; problems: Partial<Record<PayeeField, PayeeProblem>> };

const NAME_MAX = 100;

/** Checks the bind-account form with the contract's rules (bindPayeeAccountSchema). */
export function checkPayeeForm(values: PayeeValues): PayeeCheck {
  const problems: Partial<Record<PayeeField, PayeeProblem>> = {};
  const payeeName = values.payeeName.trim();
  const bankName = values.bankName.trim();
  const accountNumber = values.accountNumber.trim();
  const branch = values.branch.trim();
  if (!payeeName) problems.payeeName = 'required';
  else if (payeeName.length > NAME_MAX) problems.payeeName = 'tooLong';
  if (!bankName) problems.bankName = 'required';
  else if (bankName.length > NAME_MAX) problems.bankName = 'tooLong';
  if (!accountNumber) problems.accountNumber = 'required';
  else if (!/^[0-9 -]{4,40}$/.test(accountNumber) || accountNumber.replace(/\D/g, '').length < 4) {
    problems.accountNumber = 'accountNumber';
  }
  if (branch.length > NAME_MAX) problems.branch = 'tooLong';
  if (!values.paymentPassword) problems.paymentPassword = 'required';
  else if (!/^\d{6}$/.test(values.paymentPassword)) problems.paymentPassword = 'sixDigits';
  if (Object.keys(problems).length > 0) return { isValid: false, problems };
  return {
    isValid: true,
    body: { payeeName, bankName, accountNumber, branch, paymentPassword: values.paymentPassword },
  };
}
