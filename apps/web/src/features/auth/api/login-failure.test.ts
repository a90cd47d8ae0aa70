import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { isSecondFactorStep, readLoginFailure } from './login-failure';

describe('readLoginFailure', () => {
  it('reads the captcha flag of a failed sign-in', () => {
    const error = new ApiError('INVALID_CREDENTIALS', 'Incorrect username or password', 401, { captcha: true });
    expect(readLoginFailure(error)).toEqual({ needsCaptcha: true, secondFactor: null });
    expect(readLoginFailure(new ApiError('INVALID_CREDENTIALS', '', 401, { captcha: false })).needsCaptcha).toBe(false);
  });

  it('reads the ticket of SECOND_FACTOR_REQUIRED', () => {
    const value = { ticket: 't'.repeat(32), method: 'sms', maskedMobile: '+84 ******678', expiredMinutes: 2 };
    const error = new ApiError('SECOND_FACTOR_REQUIRED', 'new device', 401, value);
    expect(readLoginFailure(error)).toEqual({ needsCaptcha: false, secondFactor: value });
    expect(isSecondFactorStep(error)).toBe(true);
  });

  it('treats anything else as a plain failure', () => {
    expect(readLoginFailure(new Error('x'))).toEqual({ needsCaptcha: false, secondFactor: null });
    expect(readLoginFailure(ApiError.network())).toEqual({ needsCaptcha: false, secondFactor: null });
    expect(isSecondFactorStep(new ApiError('SECOND_FACTOR_REQUIRED', '', 401, null))).toBe(false);
  });
});
