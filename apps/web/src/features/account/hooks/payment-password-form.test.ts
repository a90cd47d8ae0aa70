import { describe, expect, it } from 'vitest';
import { checkPaymentPasswordForm } from './payment-password-form';

describe('checkPaymentPasswordForm', () => {
  it('accepts six digits confirmed, with the login password', () => {
    expect(
      checkPaymentPasswordForm({ password: 'Demo#2026', paymentPassword: '246810', confirmPaymentPassword: '246810' }),
    ).toEqual({ isValid: true, body: { password: 'Demo#2026', paymentPassword: '246810' } });
  });

  it('reports every empty field', () => {
    expect(checkPaymentPasswordForm({ password: '', paymentPassword: '', confirmPaymentPassword: '' })).toEqual({
      isValid: false,
      problems: { password: 'required', paymentPassword: 'required', confirmPaymentPassword: 'required' },
    });
  });

  it('wants exactly six digits and an equal confirmation', () => {
    expect(
      checkPaymentPasswordForm({ password: 'x', paymentPassword: '12345a', confirmPaymentPassword: '123456' }),
    ).toEqual({ isValid: false, problems: { paymentPassword: 'sixDigits', confirmPaymentPassword: 'mismatch' } });
  });
});
