import { API } from '@fortuna/contracts/api-paths';
import { transportKeySchema } from '@fortuna/contracts/auth';
import type { z } from 'zod';
import { chunkLoader } from '../lib/lazy-chunk';
import type { TransportKeyCache } from '../lib/secure-transport';
import { getMerchant, getToken } from '../lib/session';
import { ApiError } from './api-error';

type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra request headers, such as the idempotency key of a money-moving call. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Sends the body hybrid-encrypted with the server's transport key (login, registration, password
   * calls). Without WebCrypto (a non-secure context) the body goes as plain JSON, which merchants
   * that allow it accept.
   */
  encrypted?: boolean;
}

/** The server could not open an encrypted body: its key may have changed, so fetch it again and retry once. */
const DECRYPTION_FAILED = 'DECRYPTION_FAILED';

interface RawEnvelope {
  success: boolean;
  value: unknown;
  message: string;
  code: string;
}

function isRawEnvelope(payload: unknown): payload is RawEnvelope {
  if (typeof payload !== 'object' || payload === null) return false;
  return (
    'success' in payload &&
    typeof payload.success === 'boolean' &&
    'value' in payload &&
    'message' in payload &&
    typeof payload.message === 'string' &&
    'code' in payload &&
    typeof payload.code === 'string'
  );
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(hasBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getToken();
  // A product's own window (the sportsbook) sends its own bearer token instead of the member's.
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const merchant = getMerchant();
  if (merchant) headers.set('merchant', merchant);
  return headers;
}

/** The encryption code is only needed by the calls that send an encrypted body (sign-in and the like). */
const secureTransport = chunkLoader(() => import('../lib/secure-transport'));
let transportKeys: TransportKeyCache | null = null;

async function bodyToSend(options: RequestOptions): Promise<unknown> {
  if (!options.encrypted || options.body === undefined) return options.body;
  const { createTransportKeyCache, encryptJsonBody, isEncryptionAvailable } = await secureTransport();
  if (!isEncryptionAvailable()) return options.body;
  transportKeys ??= createTransportKeyCache(() => apiRequest(API.transportKey, transportKeySchema));
  const publicKey = await transportKeys.get();
  try {
    return await encryptJsonBody(options.body, publicKey);
  } catch {
    // The key the server sent could not be used: treat it like any other unreadable answer.
    transportKeys.forget();
    throw ApiError.badResponse(0);
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const body = await bodyToSend(options);
  const hasBody = body !== undefined;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(hasBody, options.headers),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network();
  }
}

async function readEnvelope(response: Response): Promise<RawEnvelope> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw ApiError.badResponse(response.status);
  }
  if (!isRawEnvelope(payload)) throw ApiError.badResponse(response.status);
  return payload;
}

/**
 * Calls the platform API and returns the envelope's `value`, checked against `valueSchema`.
 * Throws ApiError when the call fails, the answer is not a JSON envelope, or `success` is false.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  valueSchema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  let response = await send(path, options);
  let envelope = await readEnvelope(response);
  if (!envelope.success && envelope.code === DECRYPTION_FAILED && options.encrypted) {
    transportKeys?.forget();
    response = await send(path, options);
    envelope = await readEnvelope(response);
  }
  if (!envelope.success) throw new ApiError(envelope.code, envelope.message, response.status, envelope.value);
  const parsed = valueSchema.safeParse(envelope.value);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${path}`, parsed.error.issues);
    throw ApiError.badResponse(response.status);
  }
  return parsed.data;
}
