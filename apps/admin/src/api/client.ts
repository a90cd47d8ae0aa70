import { z } from 'zod';
import { useSessionStore } from '../session/session-store';

const envelopeShape = z.object({
  success: z.boolean(),
  value: z.unknown(),
  message: z.string(),
  code: z.string(),
});

/** A failed call, carrying the envelope's code and the message to show to staff. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The envelope's value: details some refusals carry (e.g. { captcha: true } after a failed sign-in). */
  readonly value: unknown;

  constructor(code: string, message: string, status: number, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | undefined;

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON; a FormData goes as multipart/form-data instead (the browser writes its boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(hasBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const { token } = useSessionStore.getState();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readEnvelope(response: Response): Promise<z.infer<typeof envelopeShape>> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = envelopeShape.safeParse(body);
  if (parsed.success) return parsed.data;
  const message = response.ok
    ? 'The server sent an unexpected response'
    : `The server is not answering properly (HTTP ${response.status}). Please try again.`;
  throw new ApiError('BAD_RESPONSE', message, response.status);
}

/**
 * Calls the API, unwraps the envelope and checks the value against `schema`.
 * Throws ApiError with the server's message on failure; a lost session signs the staff out.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const hasBody = options.body !== undefined;
  const form = options.body instanceof FormData ? options.body : undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(hasBody && !form, options.headers),
      body: form ?? (hasBody ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'Cannot reach the server. Check your connection and try again.', 0);
  }

  const envelope = await readEnvelope(response);
  if (!envelope.success) {
    if (envelope.code === 'NOT_LOGGED_IN' && useSessionStore.getState().token) {
      useSessionStore.getState().signOut(SESSION_ENDED_MESSAGE);
    }
    throw new ApiError(envelope.code, envelope.message || 'The request failed', response.status, envelope.value);
  }

  const value = schema.safeParse(envelope.value);
  if (!value.success) {
    throw new ApiError('BAD_RESPONSE', 'The server sent data in an unexpected shape', response.status);
  }
  return value.data;
}

/** Posts `form` as multipart/form-data (a file upload) and unwraps the answer as apiRequest does. */
export function apiUpload<S extends z.ZodType>(
  path: string,
  schema: S,
  form: FormData,
  options: { signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  return apiRequest(path, schema, { method: 'POST', body: form, signal: options.signal });
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
