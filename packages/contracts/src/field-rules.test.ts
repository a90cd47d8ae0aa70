import { describe, expect, it } from 'vitest';
import { checkFieldRule, EMPTY_MESSAGE } from './field-rules';
import { DEFAULT_REGISTER_RULES } from './settings';

describe('registration field rules', () => {
  const password = DEFAULT_REGISTER_RULES.password;

  it('asks for a required value', () => {
    expect(checkFieldRule(password, '', true)).toBe(EMPTY_MESSAGE);
  });

  it('uses the spec’s password length message', () => {
    expect(checkFieldRule(password, 'a1', true)).toBe('Please fill in your password with 6 - 20 characters');
  });

  it('checks the pattern and builds its message with min and max', () => {
    expect(checkFieldRule({ ...password, patternId: 'LETTERS_AND_DIGITS' }, 'abcdefg', true)).toBe(
      'Please use both letters and digits, 6 - 20 characters',
    );
    expect(checkFieldRule(password, 'Secret#2027', true)).toBeNull();
  });

  it('accepts anything in a disabled field and nothing missing in an optional one', () => {
    expect(checkFieldRule({ ...password, enabled: false, required: false }, '')).toBeNull();
    expect(checkFieldRule(DEFAULT_REGISTER_RULES.email, '')).toBeNull();
    expect(checkFieldRule(DEFAULT_REGISTER_RULES.email, 'not-an-email')).toBe('Please enter a valid email address');
  });
});
