import type { z } from 'zod';
import { StudioApiError } from './errors';

type QueryValue = string | number | undefined;

export interface StudioRequest {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The studio session token (Bearer). */
  token?: string;
  /** Gives up after this long (a lost answer is then a network failure). Default 20 s. */
  timeoutMs?: number;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

interface RawEnvelope {
  success: boolean;
  value: unknown;
  message: string;
  code: string;
}

function isRawEnvelope(payload: unknown): payload is RawEnvelope {
  if (typeof payload !== 'object' || payload === null) return false;
  const record = payload as Record<string, unknown>;
  return typeof record.success === 'boolean' && 'value' in record && typeof record.code === 'string';
}

export function buildUrl(path: string, query: StudioRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One call to the studio API: sends JSON, reads the `{ success, value, message, code }` envelope and
 * returns its value checked against `schema`. Throws StudioApiError on every failure.
 */
export async function studioRequest<Schema extends z.ZodType>(
  fetchImpl: FetchLike,
  path: string,
  schema: Schema,
  options: StudioRequest = {},
): Promise<z.infer<Schema>> {
  const headers = new Headers({ Accept: 'application/json' });
  const hasBody = options.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let response: Response;
  try {
    response = await fetchImpl(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  } catch {
    throw StudioApiError.network();
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    // The body was cut off or is a proxy's HTML page.
    throw response.ok ? StudioApiError.network() : StudioApiError.badResponse(response.status);
  }
  if (!isRawEnvelope(payload)) throw StudioApiError.badResponse(response.status);
  if (!payload.success) {
    throw StudioApiError.fromEnvelope(
      response.status,
      payload.code,
      typeof payload.message === 'string' ? payload.message : '',
    );
  }
  const parsed = schema.safeParse(payload.value);
  if (!parsed.success) throw StudioApiError.badResponse(response.status);
  return parsed.data;
}
