import { randomBytes } from 'node:crypto';
import type { Envelope } from '@fortuna/contracts/envelope';
import {
  type AuthenticateAnswer,
  type RoundAnswer,
  SEAMLESS_HEADERS,
  SEAMLESS_PATHS,
  type SettleBatchAnswer,
  type WalletAnswer,
} from '@fortuna/contracts/seamless';
import { IN_PROCESS_HEADER, inProcessMark } from '../../lib/seamless-protocol/in-process';
import { seamlessSignature } from '../../lib/seamless-protocol/signature';

/** Sends one signed POST and returns the HTTP status and parsed envelope. */
export type SeamlessTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; envelope: Envelope<unknown> }>;

/** Over the network: the platform at `baseUrl` (a studio in its own process uses this). */
export function fetchTransport(baseUrl: string): SeamlessTransport {
  const origin = baseUrl.replace(/\/+$/, '');
  return async (path, body, headers) => {
    const response = await fetch(`${origin}${path}`, { method: 'POST', body, headers });
    return { status: response.status, envelope: (await response.json()) as Envelope<unknown> };
  };
}

interface InjectTarget {
  inject(options: {
    method: 'POST';
    url: string;
    payload: string;
    headers: Record<string, string>;
  }): Promise<{ statusCode: number; json<T>(): T }>;
}

/**
 * In the same process: the full HTTP stack of the platform (routing, signature check, schemas) without a
 * socket, so a studio running beside the platform needs no port before the server listens.
 */
export function injectTransport(app: InjectTarget): SeamlessTransport {
  return async (path, body, headers) => {
    const trusted = { ...headers, [IN_PROCESS_HEADER]: inProcessMark() };
    const response = await app.inject({ method: 'POST', url: path, payload: body, headers: trusted });
    return { status: response.statusCode, envelope: response.json<Envelope<unknown>>() };
  };
}

export interface SeamlessCall<T> {
  status: number;
  envelope: Envelope<T>;
}

type Amounts<T> = { [K in keyof T]: T[K] extends bigint ? bigint | string : T[K] };

/** A vendor's side of the seamless-wallet API: signs every call with its secret and a fresh nonce. */
export class SeamlessClient {
  constructor(
    private readonly vendorCode: string,
    private readonly secret: string,
    private readonly transport: SeamlessTransport,
  ) {}

  /** Sends `body` as signed; `options` lets a test replay a nonce or shift the clock. */
  async call<T>(
    path: string,
    body: unknown,
    options: { nonce?: string; timestamp?: number; secret?: string } = {},
  ): Promise<SeamlessCall<T>> {
    const text = JSON.stringify(body, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
    const timestamp = String(options.timestamp ?? Date.now());
    const nonce = options.nonce ?? randomBytes(12).toString('base64url');
    const headers = {
      'content-type': 'application/json',
      [SEAMLESS_HEADERS.vendor]: this.vendorCode,
      [SEAMLESS_HEADERS.timestamp]: timestamp,
      [SEAMLESS_HEADERS.nonce]: nonce,
      [SEAMLESS_HEADERS.signature]: seamlessSignature(options.secret ?? this.secret, timestamp, nonce, text),
    };
    const { status, envelope } = await this.transport(path, text, headers);
    return { status, envelope: envelope as Envelope<T> };
  }

  authenticate(launchToken: string) {
    return this.call<AuthenticateAnswer>(SEAMLESS_PATHS.authenticate, { launchToken });
  }

  balance(sessionToken: string) {
    return this.call<WalletAnswer>(SEAMLESS_PATHS.balance, { sessionToken });
  }

  bet(
    body: Amounts<{
      sessionToken: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: bigint;
      currency: string;
    }>,
  ) {
    return this.call<WalletAnswer>(SEAMLESS_PATHS.bet, body);
  }

  win(
    body: Amounts<{
      sessionToken: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: bigint;
      currency: string;
      endRound?: boolean;
    }>,
  ) {
    return this.call<WalletAnswer>(SEAMLESS_PATHS.win, body);
  }

  rollback(body: { sessionToken: string; transactionId: string; referenceTransactionId: string; roundId: string }) {
    return this.call<WalletAnswer>(SEAMLESS_PATHS.rollback, body);
  }

  endRound(body: { sessionToken: string; transactionId: string; roundId: string }) {
    return this.call<WalletAnswer>(SEAMLESS_PATHS.endRound, body);
  }

  /**
   * The combined call of an instant game: the round's bet then its win in one request and one transaction.
   * Each action keeps its own transaction id (a bet sent alone earlier is answered as a repeat here).
   */
  round(body: {
    sessionToken: string;
    roundId: string;
    gameCode: string;
    currency: string;
    actions: (
      | { type: 'bet'; transactionId: string; amount: bigint | string }
      | { type: 'win'; transactionId: string; amount: bigint | string; endRound?: boolean }
    )[];
  }) {
    return this.call<RoundAnswer>(SEAMLESS_PATHS.round, body);
  }

  /**
   * Settles many players' existing rounds (up to MAX_SETTLE_ITEMS items): each item is answered on its own
   * in `value.items`, in the order sent; a repeat of an item answers its first answer.
   */
  settleBatch(items: SettleBatchItem[]) {
    return this.call<SettleBatchAnswer>(SEAMLESS_PATHS.settleBatch, { items });
  }
}

export type SettleBatchItem =
  | { type: 'win'; transactionId: string; roundId: string; amount: bigint | string; endRound?: boolean }
  | { type: 'rollback'; transactionId: string; roundId: string; referenceTransactionId: string }
  | { type: 'end_round'; transactionId: string; roundId: string }
  | { type: 'adjust'; transactionId: string; roundId: string; amount: bigint | string; reason: string };
