import { describe, expect, it } from 'vitest';
import { PATTERN_IDS, PATTERNS, type PatternId, patternMessage } from './patterns';
import { DEFAULT_REGISTER_RULES, fieldRuleSchema, registerRulesSchema } from './settings';

describe('registration pattern catalogue', () => {
  /** For every pattern of the catalogue: one value it accepts and one it refuses. */
  const EXAMPLES: Record<PatternId, { accepts: string; refuses: string | null }> = {
    ANY: { accepts: 'anything at all 123 !@#', refuses: null },
    LETTER_FIRST_ALNUM: { accepts: 'player01', refuses: '01player' },
    CHINESE_DIGITS: { accepts: '玩家123', refuses: 'player' },
    EMAIL: { accepts: 'a.b@example.com', refuses: 'a.b@example' },
    LETTERS_OR_DIGITS: { accepts: 'abc123', refuses: 'abc-123' },
    LETTERS_AND_DIGITS: { accepts: 'abc123', refuses: 'abcdef' },
    DIGITS: { accepts: '0123456789', refuses: '12a' },
    ALNUM_WITH_UPPER: { accepts: 'Player01', refuses: 'player01' },
    ENGLISH_SPACES: { accepts: 'Nguyen Van A', refuses: 'Nguyen1' },
    NO_SPACES: { accepts: 'line_id.01', refuses: 'a b' },
    CHINESE_PUNCTUATION: { accepts: '你好，世界。', refuses: 'hello' },
    DATE_YMD: { accepts: '2001-12-31', refuses: '31-12-2001' },
    DATE_MDY: { accepts: '12-31-2001', refuses: '2001-12-31' },
    KOREAN: { accepts: '안녕하세요', refuses: 'annyeong' },
    THAI: { accepts: 'สวัสดี', refuses: 'sawasdee' },
    THAI_ENGLISH_SPACES: { accepts: 'สวัสดี hello', refuses: 'hello 123' },
    UPPER_SPACES: { accepts: 'NGUYEN VAN A', refuses: 'Nguyen Van A' },
    LETTERS_DIGITS_SYMBOLS: { accepts: 'Pa$$w0rd!', refuses: 'pass word' },
    STRONG_PASSWORD: { accepts: 'Demo#2026', refuses: 'demo2026' },
    FULL_NAME: { accepts: 'Nguyen Van', refuses: 'Nguyen' },
    JAPANESE_FULLWIDTH: { accepts: 'やまだ\u3000タロウ', refuses: 'yamada' },
    UPPER_ONLY: { accepts: 'ABC', refuses: 'ABc' },
    MOBILE: { accepts: '0912345678', refuses: '09-1234' },
    INVITATION_CODE: { accepts: 'AGENT01', refuses: 'A!' },
  };

  it('has an example for every pattern of the catalogue', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...PATTERN_IDS].sort());
  });

  it.each(PATTERN_IDS)('%s accepts and refuses its examples', (id) => {
    const example = EXAMPLES[id];
    const { regex } = PATTERNS[id];
    expect(regex.test(example.accepts)).toBe(true);
    if (example.refuses !== null) expect(regex.test(example.refuses)).toBe(false);
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
