import { describe, expect, it } from 'vitest';
import { checkRegisterForm, isRegisterField } from './register-form';

describe('checkRegisterForm', () => {
  it('trims the names and keeps the password as typed', () => {
    expect(checkRegisterForm({ username: ' team01 ', password: ' pw 1', kind: 'agent', nickname: ' Ann ' })).toEqual({
      ok: true,
      body: { username: 'team01', password: ' pw 1', kind: 'agent', nickname: 'Ann' },
    });
  });

  it('names the empty and the too long fields', () => {
    expect(checkRegisterForm({ username: '  ', password: '', kind: 'member', nickname: 'x'.repeat(33) })).toEqual({
      ok: false,
      errors: { username: 'required', password: 'required', nickname: 'tooLong' },
    });
    expect(checkRegisterForm({ username: 'u'.repeat(65), password: 'p', kind: 'member', nickname: '' })).toEqual({
      ok: false,
      errors: { username: 'tooLong' },
    });
  });

  it('knows its fields', () => {
    expect(isRegisterField('nickname')).toBe(true);
    expect(isRegisterField('kind')).toBe(false);
  });
});
