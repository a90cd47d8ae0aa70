import { ERRORS, type ErrorCode } from '@fortuna/contracts/errors';

/** An error a person can act on: travels to the client as an envelope with its code and message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
  ) {
    super(message);
    this.statusCode = ERRORS[code].status;
  }
}
