import { describe, expect, it } from 'vitest';
import { trimLoginFields, validateLoginFields } from './login-validation';

describe('login validation', () => {
  it('trims both inputs', () => {
    expect(trimLoginFields({ username: '  demo01 ', password: ' Demo#2026\t' })).toEqual({
      username: 'demo01',
      password: 'Demo#2026',
    });
  });

  it('requires both inputs after trimming', () => {
    expect(validateLoginFields(trimLoginFields({ username: '   ', password: '' }))).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(validateLoginFields({ username: 'demo01', password: 'x' })).toEqual({});
  });
});
