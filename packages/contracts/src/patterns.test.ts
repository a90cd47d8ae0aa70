import { describe, expect, it } from 'vitest';
import { PATTERNS, patternMessage } from './patterns';
import { DEFAULT_REGISTER_RULES, fieldRuleSchema, registerRulesSchema } from './settings';

describe('registration pattern catalogue', () => {
  it.each([
    ['LETTER_FIRST_ALNUM', 'player01', true],
    ['LETTER_FIRST_ALNUM', '01player', false],
    ['LETTERS_AND_DIGITS', 'abc123', true],
    ['LETTERS_AND_DIGITS', 'abcdef', false],
    ['STRONG_PASSWORD', 'Demo#2026', true],
    ['STRONG_PASSWORD', 'demo2026', false],
    ['EMAIL', 'a.b@example.com', true],
    ['EMAIL', 'a.b@example', false],
    ['DATE_YMD', '2001-12-31', true],
    ['DATE_MDY', '12-31-2001', true],
    ['FULL_NAME', 'Nguyen Van', true],
    ['FULL_NAME', 'Nguyen', false],
    ['THAI', 'สวัสดี', true],
    ['KOREAN', '안녕', true],
    ['MOBILE', '0912345678', true],
    ['MOBILE', '09-1234', false],
    ['NO_SPACES', 'a b', false],
  ] as const)('%s accepts %s: %s', (id, input, expected) => {
    expect(PATTERNS[id].regex.test(input)).toBe(expected);
  });

  it('builds messages with min and max substituted', () => {
    expect(patternMessage('LETTERS_DIGITS_SYMBOLS', 6, 20)).toBe(
      'Please use letters, digits and symbols, 6 - 20 characters',
    );
  });

  it('ships default rules that pass their own schema', () => {
    expect(registerRulesSchema.parse(DEFAULT_REGISTER_RULES)).toEqual(DEFAULT_REGISTER_RULES);
  });

  it('refuses a rule whose min exceeds max or that requires a disabled field', () => {
    expect(fieldRuleSchema.safeParse({ enabled: true, required: true, patternId: 'ANY', min: 9, max: 3 }).success).toBe(
      false,
    );
    expect(
      fieldRuleSchema.safeParse({ enabled: false, required: true, patternId: 'ANY', min: 0, max: 3 }).success,
    ).toBe(false);
  });
});
