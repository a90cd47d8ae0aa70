import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { serverFieldError } from './server-field-error';

describe('serverFieldError', () => {
  it('reads the field of a validation failure and keeps only the reason', () => {
    const found = serverFieldError(new ApiError('VALIDATION_FAILED', 'password: Too short', 400));
    expect(found?.field).toBe('password');
    expect(found?.error.message).toBe('Too short');
    expect(found?.error.code).toBe('VALIDATION_FAILED');
  });

  it('reads nested paths', () => {
    expect(serverFieldError(new ApiError('VALIDATION_FAILED', 'tiers.0.rateBp: Too big'))?.field).toBe(
      'tiers.0.rateBp',
    );
  });

  it('blames the username when it is taken', () => {
    const error = new ApiError('USERNAME_TAKEN', 'This username is already taken', 409);
    expect(serverFieldError(error)).toEqual({ field: 'username', error });
  });

  it('leaves form-wide failures alone', () => {
    expect(serverFieldError(new ApiError('VALIDATION_FAILED', 'Some fields are missing or invalid'))).toBeNull();
    expect(serverFieldError(new ApiError('INTERNAL', 'x: y'))).toBeNull();
    expect(serverFieldError(new Error('boom'))).toBeNull();
  });
});
