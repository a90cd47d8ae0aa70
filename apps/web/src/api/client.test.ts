import { encryptedBodySchema } from '@fortuna/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestTransportServer } from '../lib/test-transport-keys';
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

  it('keeps the value of a failed envelope, such as the captcha flag', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, value: { captcha: true }, message: 'Wrong', code: 'INVALID_CREDENTIALS' }, 401),
    );
    const error = await apiRequest('/wps/x', schema).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });
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

describe('apiRequest with an encrypted body', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const ok = (value: unknown) => jsonResponse({ success: true, value, message: '', code: 'OK' });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    stubSessionStorage({});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  function sentBodies(): unknown[] {
    return fetchMock.mock.calls
      .filter(([url]) => url === '/wps/secret')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  }

  it('sends the body sealed with the transport key, then refetches the key and retries once after DECRYPTION_FAILED', async () => {
    const oldServer = await createTestTransportServer('old');
    const newServer = await createTestTransportServer('new');
    fetchMock
      .mockResolvedValueOnce(ok(oldServer.transportKey))
      .mockResolvedValueOnce(
        jsonResponse({ success: false, value: null, message: 'cannot read', code: 'DECRYPTION_FAILED' }, 400),
      )
      .mockResolvedValueOnce(ok(newServer.transportKey))
      .mockResolvedValueOnce(ok({ name: 'signed-in' }));

    const value = await apiRequest('/wps/secret', schema, {
      method: 'POST',
      body: { password: 'Demo#2026' },
      encrypted: true,
    });

    expect(value).toEqual({ name: 'signed-in' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/wps/crypto/publicKey',
      '/wps/secret',
      '/wps/crypto/publicKey',
      '/wps/secret',
    ]);
    const [first, second] = sentBodies().map((body) => encryptedBodySchema.parse(body));
    expect(first?.encrypted.keyId).toBe('old');
    expect(second?.encrypted.keyId).toBe('new');
    if (second) await expect(newServer.decrypt(second)).resolves.toEqual({ password: 'Demo#2026' });

    // The new key stays cached for the next encrypted call.
    fetchMock.mockResolvedValueOnce(ok({ name: 'again' }));
    await apiRequest('/wps/secret', schema, { method: 'POST', body: {}, encrypted: true });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/wps/crypto/publicKey')).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    const server = await createTestTransportServer('again');
    const refused = () =>
      jsonResponse({ success: false, value: null, message: 'cannot read', code: 'DECRYPTION_FAILED' }, 400);
    fetchMock.mockImplementation(async (url) =>
      url === '/wps/crypto/publicKey' ? ok(server.transportKey) : refused(),
    );
    await expect(
      apiRequest('/wps/secret', schema, { method: 'POST', body: {}, encrypted: true }),
    ).rejects.toMatchObject({
      code: 'DECRYPTION_FAILED',
    });
    expect(sentBodies()).toHaveLength(2);
  });
});
