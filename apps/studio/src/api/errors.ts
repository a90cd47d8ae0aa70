/**
 * What went wrong with a studio API call, sorted into the cases the player is told about.
 * - network: the request or its answer was lost (the round may or may not have been played)
 * - server: the server failed (5xx); the same request may be retried
 * - session: the game session is unknown or expired (reopen the game from the lobby)
 * - funds: the balance is too low for the stake
 * - maintenance: the game is closed for now
 * - rejected: the server refused the request (validation, limits...)
 */
export type StudioErrorKind = 'network' | 'server' | 'session' | 'funds' | 'maintenance' | 'rejected';

const SESSION_CODES = new Set([
  'NOT_LOGGED_IN',
  'SESSION_INVALID',
  'SESSION_EXPIRED',
  'LAUNCH_TOKEN_INVALID',
  'STUDIO_SESSION_EXPIRED',
  'STUDIO_SESSION_INVALID',
  'TOKEN_EXPIRED',
]);
const FUNDS_CODES = new Set(['INSUFFICIENT_FUNDS']);
const MAINTENANCE_CODES = new Set(['MAINTENANCE', 'GAME_MAINTENANCE', 'GAME_UNAVAILABLE']);

export class StudioApiError extends Error {
  readonly kind: StudioErrorKind;
  /** The envelope's code ('INSUFFICIENT_FUNDS'), 'NETWORK' when nothing came back, 'BAD_RESPONSE' for a non-envelope. */
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;

  constructor(kind: StudioErrorKind, code: string, status: number, message: string) {
    super(message);
    this.name = 'StudioApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
  }

  static network(): StudioApiError {
    return new StudioApiError('network', 'NETWORK', 0, 'The connection failed');
  }

  /**
   * An answer that is not the platform's JSON envelope (a proxy's error page, a cut-off body): the
   * way to the server is broken, whatever the status, so it counts as a server failure (retriable).
   */
  static badResponse(status: number): StudioApiError {
    return new StudioApiError('server', 'BAD_RESPONSE', status, 'Unexpected answer');
  }

  /** Sorts an envelope failure by its code first, then by its HTTP status. */
  static fromEnvelope(status: number, code: string, message: string): StudioApiError {
    return new StudioApiError(classify(status, code), code, status, message);
  }
}

export function classify(status: number, code: string): StudioErrorKind {
  if (FUNDS_CODES.has(code)) return 'funds';
  if (SESSION_CODES.has(code) || status === 401) return 'session';
  if (MAINTENANCE_CODES.has(code)) return 'maintenance';
  if (status >= 500) return 'server';
  return 'rejected';
}

/**
 * Whether the outcome of a failed request is unknown, so the very same request (same requestId)
 * should be sent again: the server plays a round once per requestId, so a retry is always safe.
 */
export function isRetriable(error: unknown): boolean {
  if (error instanceof StudioApiError) return error.kind === 'network' || error.kind === 'server';
  // Anything else thrown by fetch (a TypeError for a dropped connection).
  return !(error instanceof DOMException && error.name === 'AbortError');
}

export function asStudioError(error: unknown): StudioApiError {
  if (error instanceof StudioApiError) return error;
  return StudioApiError.network();
}
