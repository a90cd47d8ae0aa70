import { describe, expect, it } from 'vitest';
import { passwordChangeReason } from './sign-in-outcome';

describe('passwordChangeReason', () => {
  it('asks for a change after the default password 123456', () => {
    expect(passwordChangeReason({ type: 'username', password: '123456', passwordExpired: false })).toBe('weak');
  });

  it('asks for a change when the password expired', () => {
    expect(passwordChangeReason({ type: 'username', password: 'Demo#2026', passwordExpired: true })).toBe('expired');
  });

  it('never asks after an SMS sign-in, whose "password" is the code', () => {
    expect(passwordChangeReason({ type: 'sms', password: '123456', passwordExpired: true })).toBeNull();
  });

  it('lets an ordinary sign-in through', () => {
    expect(passwordChangeReason({ type: 'username', password: 'Demo#2026', passwordExpired: false })).toBeNull();
  });
});
