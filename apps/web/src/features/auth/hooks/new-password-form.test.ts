import type { FieldRule } from '@fortuna/contracts/settings';
import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './new-password-form';

const RULE: FieldRule = { enabled: true, required: true, patternId: 'LETTERS_DIGITS_SYMBOLS', min: 6, max: 20 };

describe('checkNewPassword', () => {
  it('accepts a confirmed password within the rule', () => {
    expect(checkNewPassword({ newPassword: 'Secret#2027', confirmNewPassword: 'Secret#2027' }, RULE)).toEqual({});
  });

  it('reports the rule and the confirmation', () => {
    expect(checkNewPassword({ newPassword: 'abc', confirmNewPassword: '' }, RULE)).toEqual({
      newPassword: 'length',
      confirmNewPassword: 'required',
    });
    expect(checkNewPassword({ newPassword: 'Secret#2027', confirmNewPassword: 'Secret#2028' }, RULE)).toEqual({
      confirmNewPassword: 'mismatch',
    });
  });
});
