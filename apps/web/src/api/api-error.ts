/** Codes the client itself produces when no server envelope could be read. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;

const NETWORK_MESSAGE = 'Network link is abnormal, please try again';

/**
 * A failed call: either the server said `success: false`, or no usable envelope came back.
 * `value` is the failed envelope's value, which some failures fill (the login's `captcha` flag,
 * the second-factor ticket); it is null otherwise.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;

  constructor(code: string, message: string, status = 0, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }

  /** True when the failure came from the transport or a malformed answer, not from the server's rules. */
  get isNetworkFailure(): boolean {
    return this.code === CLIENT_ERROR_CODES.network || this.code === CLIENT_ERROR_CODES.badResponse;
  }

  static network(status = 0): ApiError {
    return new ApiError(CLIENT_ERROR_CODES.network, NETWORK_MESSAGE, status);
  }

  static badResponse(status: number): ApiError {
    return new ApiError(CLIENT_ERROR_CODES.badResponse, NETWORK_MESSAGE, status);
  }
}
