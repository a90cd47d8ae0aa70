import { type SetPaymentPassword, setPaymentPasswordSchema } from '@fortuna/contracts/wallet';

export interface PaymentPasswordValues {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

export type PaymentPasswordProblem = 'required' | 'sixDigits' | 'mismatch';
export type PaymentPasswordProblems = Partial<Record<keyof PaymentPasswordValues, PaymentPasswordProblem>>;

export type PaymentPasswordCheck =
  | { isValid: true; body: SetPaymentPassword }
  | { isValid: false; problems: PaymentPasswordProblems };

/** Checks the payment-password form: login password given, six digits, confirmation equal. */
export function checkPaymentPasswordForm(values: PaymentPasswordValues): PaymentPasswordCheck {
  const problems: PaymentPasswordProblems = {};
  if (values.password === '') problems.password = 'required';
  if (values.paymentPassword === '') problems.paymentPassword = 'required';
  else if (!/^\d{6}$/.test(values.paymentPassword)) problems.paymentPassword = 'sixDigits';
  if (values.confirmPaymentPassword === '') problems.confirmPaymentPassword = 'required';
  else if (values.confirmPaymentPassword !== values.paymentPassword) problems.confirmPaymentPassword = 'mismatch';
  if (Object.keys(problems).length > 0) return { isValid: false, problems };

  const parsed = setPaymentPasswordSchema.safeParse({
    password: values.password,
    paymentPassword: values.paymentPassword,
  });
  if (!parsed.success) return { isValid: false, problems: { password: 'required' } };
  return { isValid: true, body: parsed.data };
}
