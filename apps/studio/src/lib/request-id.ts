import { isRetriable } from '../api/errors';

/** What the studio server accepts as a requestId (contracts/studio playRoundRequestSchema). */
export const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

/**
 * A fresh id for one click of the play button: 16 random bytes as hex, prefixed. Uses
 * crypto.getRandomValues, which (unlike randomUUID) also works on plain-http pages.
 */
export function newRequestId(random: (bytes: Uint8Array) => void = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = new Uint8Array(16);
  random(bytes);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return `r-${hex}`;
}

export interface PendingPlay<Choices> {
  readonly requestId: string;
  readonly choices: Choices;
  /** How many times this request was sent. */
  sends: number;
}

/**
 * The requestId bookkeeping behind the play button:
 * - every new click plays with a fresh requestId;
 * - when a send fails and its outcome is unknown (network, 5xx), the retry sends the very same
 *   requestId and choices, so the server plays the round at most once;
 * - once the server answered, or refused for good (funds, validation, session), the id is spent.
 */
export class PlayRequestTracker<Choices> {
  #pending: PendingPlay<Choices> | null = null;
  readonly #newId: () => string;

  constructor(newId: () => string = () => newRequestId()) {
    this.#newId = newId;
  }

  /** The request whose outcome is unknown (a retry would resend it), if any. */
  get pending(): PendingPlay<Choices> | null {
    return this.#pending;
  }

  /** A new click: a fresh requestId for these choices. */
  begin(choices: Choices): PendingPlay<Choices> {
    this.#pending = { requestId: this.#newId(), choices, sends: 0 };
    return this.#pending;
  }

  /** The retry of the last click: the same requestId and choices; null when there is nothing to retry. */
  retry(): PendingPlay<Choices> | null {
    return this.#pending;
  }

  /** The server answered: the id is spent. */
  settle(): void {
    this.#pending = null;
  }

  /**
   * A send failed. A retriable failure keeps the request for a retry (returns true); any other
   * failure means the server refused the request, so the id is spent (returns false).
   */
  fail(error: unknown): boolean {
    if (this.#pending && isRetriable(error)) return true;
    this.#pending = null;
    return false;
  }

  /** The player gave up on a failed click (the next click gets a new id). */
  abandon(): void {
    this.#pending = null;
  }
}

export interface RetryOptions {
  /** Automatic resends after a retriable failure before the error is shown. Default 2. */
  retries?: number;
  /** Wait before resend n (1-based). Default 600 ms, 1800 ms... */
  delayMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a pending play request, resending it (same requestId, same choices) after a retriable
 * failure up to `retries` times; the tracker is settled on an answer and told about the final failure.
 */
export async function sendPlay<Choices, Answer>(
  tracker: PlayRequestTracker<Choices>,
  request: PendingPlay<Choices>,
  send: (body: { choices: Choices; requestId: string }) => Promise<Answer>,
  options: RetryOptions = {},
): Promise<Answer> {
  const retries = options.retries ?? 2;
  const delayMs = options.delayMs ?? ((attempt: number) => 600 * 3 ** (attempt - 1));
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      request.sends++;
      const answer = await send({ choices: request.choices, requestId: request.requestId });
      if (tracker.pending === request) tracker.settle();
      return answer;
    } catch (error) {
      const canRetry = tracker.fail(error);
      if (!canRetry || attempt >= retries) throw error;
      await sleep(delayMs(attempt + 1));
    }
  }
}
