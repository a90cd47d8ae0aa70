import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacters, singleLineText } from './plain-text';
import { staffLoginSchema } from './staff';

describe('plain text', () => {
  it('finds a NUL byte or an escape code but lets a multi-line text keep tabs and line breaks', () => {
    expect(hasControlCharacters('line one\nline two\r\n\tindented')).toBe(false);
    expect(hasControlCharacters('nul\u0000')).toBe(true);
    expect(hasControlCharacters('escape \u001b[31m')).toBe(true);
    expect(hasControlCharacters('delete \u007f')).toBe(true);
    expect(hasControlCharacters('tab\there', false)).toBe(true);
    expect(hasControlCharacters('Nguyễn Văn A 🎲')).toBe(false);
  });

  it('names the field of a request that holds one, however deep', () => {
    expect(controlCharacterPath({ nickname: 'ok', tiers: [{ name: 'a' }, { name: 'b\u0000' }] })).toBe('tiers.1.name');
    expect(controlCharacterPath({ remark: 'two\nlines', amount: 5, flag: true, none: null })).toBeNull();
    expect(controlCharacterPath({ 'bad\u0000key': 'x' })).toBe('bad\u0000key');
    expect(controlCharacterPath('\u0000')).toBe('');
  });

  it('refuses a sign-in name with any control character', () => {
    expect(singleLineText().safeParse('demo01').success).toBe(true);
    expect(staffLoginSchema.safeParse({ username: 'ad\u0000min', password: 'x' }).error?.issues[0]?.message).toBe(
      'Remove control characters from this text',
    );
  });
});
