import { SEAMLESS_ERRORS, type SeamlessErrorCode } from '@fortuna/contracts/seamless';

/** A refusal of the seamless-wallet API, answered to the vendor as an envelope with its own code. */
export class SeamlessError extends Error {
  override name = 'SeamlessError';
  readonly statusCode: number;
  value: unknown = null;

  constructor(
    readonly code: SeamlessErrorCode,
    message: string = SEAMLESS_ERRORS[code].message,
  ) {
    super(message);
    this.statusCode = SEAMLESS_ERRORS[code].status;
  }

  withValue(value: unknown): this {
    this.value = value;
    return this;
  }
}
