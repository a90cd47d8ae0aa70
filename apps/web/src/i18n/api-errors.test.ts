import { ERRORS } from '@fortuna/contracts/errors';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { ty } from './locales/ty';

describe('error messages', () => {
  it('has an EN and a TY text for every code the server can answer', () => {
    const codes = Object.keys(ERRORS);
    expect(codes.filter((code) => !Object.hasOwn(en.apiErrors, code))).toEqual([]);
    expect(codes.filter((code) => !Object.hasOwn(ty.apiErrors, code))).toEqual([]);
  });

  it('keeps the spec messages verbatim in EN', () => {
    expect(en.apiErrors).toMatchObject({
      NOT_AN_AGENT: 'Non-agents cannot log in',
      NOT_A_MEMBER: 'Non-member account unable to login',
      NOT_LOGGED_IN: 'You are not logged in, please login',
      SMS_TOO_MANY: 'Too many requests, please try again after 5 minutes.',
      SMS_QUOTA_EXCEEDED: 'Quota not sufficient, please contact customer service.',
      CODE_EXPIRED: 'Verification code has expired, please send again.',
      ACCOUNT_NOT_FOUND: 'Username/Email does not exist',
      PHONE_INVALID: 'Please enter a valid phone number.',
    });
  });
});
