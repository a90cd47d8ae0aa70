import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { apiRequest } from './client';

const schema = z.object({ name: z.string() });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubSessionStorage(values: Record<string, string>): void {
  vi.stubGlobal('window', {
    sessionStorage: { getItem: (key: string) => values[key] ?? null },
    localStorage: { getItem: () => null },
  });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    stubSessionStorage({});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('returns the parsed value of a successful envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: { name: 'demo' }, message: '', code: 'OK' }));
    await expect(apiRequest('/wps/x', schema)).resolves.toEqual({ name: 'demo' });
  });

  it('throws the server code and message when success is false', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, value: null, message: 'Invalid URL', code: 'UNKNOWN_MERCHANT' }, 400),
    );
    const error = await apiRequest('/wps/x', schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNKNOWN_MERCHANT', message: 'Invalid URL', status: 400 });
  });

  it('throws a bad-response error when the answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>gateway</html>', { status: 502 }));
    await expect(apiRequest('/wps/x', schema)).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.badResponse });
  });

  it('throws a network error when the request cannot be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/wps/x', schema)).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.network });
  });

  it('sends the bearer token and query parameters', async () => {
    stubSessionStorage({ token: 'abc' });
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: { name: 'demo' }, message: '', code: 'OK' }));
    await apiRequest('/wps/x', schema, { query: { lang: 'EN', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/x?lang=EN');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('sends extra headers such as the idempotency key', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: { name: 'demo' }, message: '', code: 'OK' }));
    await apiRequest('/wps/x', schema, { method: 'POST', body: {}, headers: { 'idempotency-key': 'k-123456' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('k-123456');
  });
});
