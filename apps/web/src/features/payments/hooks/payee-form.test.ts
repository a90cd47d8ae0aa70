import { describe, expect, it } from 'vitest';
import { checkPayeeForm } from './payee-form';

const VALID = {
  payeeName: ' NGUYEN VAN A ',
  bankName: 'Vietcombank',
  accountNumber: '0071 000 123456',
  branch: '',
  paymentPassword: '246810',
};

describe('checkPayeeForm', () => {
  it('trims the fields and keeps the number as typed (the server drops spaces and dashes)', () => {
    expect(checkPayeeForm(VALID)).toEqual({
      isValid: true,
      body: { ...VALID, payeeName: 'NGUYEN VAN A' },
    });
  });

  it('reports empty, malformed and too long fields', () => {
    expect(
      checkPayeeForm({
        payeeName: '',
        bankName: 'x'.repeat(101),
        accountNumber: '12ab',
        branch: '',
        paymentPassword: '1',
      }),
    ).toEqual({
      isValid: false,
      problems: {
        payeeName: 'required',
        bankName: 'tooLong',
        accountNumber: 'accountNumber',
        paymentPassword: 'sixDigits',
      },
    });
    expect(checkPayeeForm({ ...VALID, accountNumber: '--- ' }).isValid).toBe(false);
  });
});
