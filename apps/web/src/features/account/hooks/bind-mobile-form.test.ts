import { describe, expect, it } from 'vitest';
import { checkBindMobileForm, checkSmsRequest, digitsOnly, mobileProblem } from './bind-mobile-form';

describe('mobileProblem', () => {
  it('wants 6 to 15 digits, spaces and dashes allowed', () => {
    expect(mobileProblem('')).toBe('required');
    expect(mobileProblem('  ')).toBe('required');
    expect(mobileProblem('12345')).toBe('phone');
    expect(mobileProblem('091 234-5678')).toBeUndefined();
    expect(mobileProblem('09123abc')).toBe('phone');
  });
});

describe('digitsOnly', () => {
  it('keeps at most the given number of digits', () => {
    expect(digitsOnly('12a3 45-678', 6)).toBe('123456');
  });
});

describe('checkSmsRequest', () => {
  it('builds the sms/bind body with the bare number and code', () => {
    expect(checkSmsRequest({ countryDialingCode: '+84', mobileNum: '912 345 678', verificationCode: '' })).toEqual({
      isValid: true,
      body: { countryDialingCode: '84', mobileNum: '912345678' },
    });
  });

  it('names the wrong field', () => {
    expect(checkSmsRequest({ countryDialingCode: '84', mobileNum: '12', verificationCode: '' })).toEqual({
      isValid: false,
      problems: { mobileNum: 'phone' },
    });
  });
});

describe('checkBindMobileForm', () => {
  it('wants the texted 6-digit code too', () => {
    expect(checkBindMobileForm({ countryDialingCode: '84', mobileNum: '912345678', verificationCode: '' })).toEqual({
      isValid: false,
      problems: { verificationCode: 'required' },
    });
    expect(checkBindMobileForm({ countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123' })).toEqual({
      isValid: false,
      problems: { verificationCode: 'code' },
    });
    expect(
      checkBindMobileForm({ countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456' }),
    ).toEqual({
      isValid: true,
      body: { countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456' },
    });
  });
});
