import { ERRORS, type ErrorCode } from '@fortuna/contracts/errors';

/** An error a person can act on: travels to the client as an envelope with its code and message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  /** Data the client needs to act on the failure, sent as the envelope's `value` (e.g. `{ captcha: true }`). */
  value: unknown = null;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
  ) {
    super(message);
    this.statusCode = ERRORS[code].status;
  }

  withValue(value: unknown): this {
    this.value = value;
    return this;
  }
}
