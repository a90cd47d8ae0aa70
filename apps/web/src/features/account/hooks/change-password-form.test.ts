import type { FieldRule } from '@fortuna/contracts/settings';
import { describe, expect, it } from 'vitest';
import { checkChangePasswordForm, newPasswordProblem } from './change-password-form';

const RULE: FieldRule = { enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS', min: 6, max: 12 };

describe('newPasswordProblem', () => {
  it('checks length before the pattern', () => {
    expect(newPasswordProblem('', RULE)).toBe('required');
    expect(newPasswordProblem('ab1', RULE)).toBe('length');
    expect(newPasswordProblem('abc123abc123x', RULE)).toBe('length');
    expect(newPasswordProblem('abcdefgh', RULE)).toBe('pattern');
    expect(newPasswordProblem('abc123', RULE)).toBeUndefined();
  });

  it('only wants a value when the rule is disabled', () => {
    expect(newPasswordProblem('x', { ...RULE, enabled: false, required: false })).toBeUndefined();
  });
});

describe('checkChangePasswordForm', () => {
  it('accepts a valid, confirmed new password', () => {
    const values = { oldPassword: 'Demo#2026', newPassword: 'abc123', confirmNewPassword: 'abc123' };
    expect(checkChangePasswordForm(values, RULE)).toEqual({ isValid: true, body: values });
  });

  it('reports every empty field', () => {
    expect(checkChangePasswordForm({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, RULE)).toEqual({
      isValid: false,
      problems: { oldPassword: 'required', newPassword: 'required', confirmNewPassword: 'required' },
    });
  });

  it('wants the confirmation equal to the new password', () => {
    expect(
      checkChangePasswordForm({ oldPassword: 'old', newPassword: 'abc123', confirmNewPassword: 'abc124' }, RULE),
    ).toEqual({ isValid: false, problems: { confirmNewPassword: 'mismatch' } });
  });
});
