import { z } from 'zod';
import type { ErrorCode } from './errors';

/** Every HTTP response of the platform has this shape, success or failure. */
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string;
  code: string;
}

export const SUCCESS_CODE = 'OK';

export function ok<T>(value: T, message = ''): Envelope<T> {
  return { success: true, value, message, code: SUCCESS_CODE };
}

export function fail(code: ErrorCode, message: string): Envelope<never> {
  return { success: false, value: null, message, code };
}

/** Zod schema of an envelope around `value`, for OpenAPI and typed clients. */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string(),
    code: z.string(),
  });
}
