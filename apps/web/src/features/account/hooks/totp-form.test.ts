import { describe, expect, it } from 'vitest';
import { checkTotpCode, groupSecret } from './totp-form';

describe('checkTotpCode', () => {
  it('wants exactly six digits', () => {
    expect(checkTotpCode('')).toEqual({ isValid: false, problem: 'required' });
    expect(checkTotpCode('12345')).toEqual({ isValid: false, problem: 'sixDigits' });
    expect(checkTotpCode('12345a')).toEqual({ isValid: false, problem: 'sixDigits' });
    expect(checkTotpCode(' 123456 ')).toEqual({ isValid: true, code: '123456' });
  });
});

describe('groupSecret', () => {
  it('groups the key by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});
