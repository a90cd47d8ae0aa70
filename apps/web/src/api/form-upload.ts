import type { z } from 'zod';
import { getMerchant, getToken } from '../lib/session';
import { ApiError } from './api-error';

/** The caller's credentials, as the JSON calls send them (api/client.ts), plus any extra headers. */
export function credentialHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const merchant = getMerchant();
  if (merchant) headers.set('merchant', merchant);
  return headers;
}

function isEnvelope(payload: unknown): payload is { success: boolean; value: unknown; message: string; code: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  return 'success' in payload && 'value' in payload && 'message' in payload && 'code' in payload;
}

/**
 * Sends a multipart form (files in "file", small text fields) and answers the envelope's value, checked
 * against `valueSchema`; throws ApiError like apiRequest. The server checks every file's content again.
 */
export async function sendForm<Schema extends z.ZodType>(
  path: string,
  valueSchema: Schema,
  form: FormData,
  options: { method?: 'POST' | 'PUT'; headers?: Record<string, string> } = {},
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'POST',
      headers: credentialHeaders(options.headers),
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw ApiError.network();
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw ApiError.badResponse(response.status);
  }
  if (!isEnvelope(payload)) throw ApiError.badResponse(response.status);
  if (!payload.success)
    throw new ApiError(String(payload.code), String(payload.message), response.status, payload.value);
  const parsed = valueSchema.safeParse(payload.value);
  if (!parsed.success) throw ApiError.badResponse(response.status);
  return parsed.data;
}

/** A private file (proof, chat image, document) is only sent to its owner's credentials, so it is fetched, not linked. */
export async function fetchPrivateFile(
  url: string,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<Blob> {
  const response = await fetch(url, { headers: credentialHeaders(headers), signal, credentials: 'same-origin' });
  if (!response.ok) throw ApiError.badResponse(response.status);
  return response.blob();
}
