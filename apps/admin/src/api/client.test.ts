import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSessionStore } from '../session/session-store';
import { ApiError, apiRequest, apiUpload } from './client';

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, staff: null, notice: null });
});

describe('apiRequest', () => {
  it('unwraps a successful envelope and sends the bearer token', async () => {
    useSessionStore.setState({ token: 'secret' });
    const fetchMock = respondWith(200, { success: true, value: { id: 1 }, message: '', code: 'OK' });

    const value = await apiRequest('/api/admin/thing', z.object({ id: z.number() }), { query: { pageNo: 2, a: '' } });

    expect(value).toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/thing?pageNo=2');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret');
  });

  it('throws the envelope message and code on failure', async () => {
    respondWith(400, {
      success: false,
      value: null,
      message: 'Code: 2-16 uppercase letters',
      code: 'VALIDATION_FAILED',
    });

    const request = apiRequest('/api/admin/merchants', z.unknown(), { method: 'POST', body: {} });

    await expect(request).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: 'Code: 2-16 uppercase letters' });
  });

  it('ends the session when the server no longer knows the token', async () => {
    useSessionStore.setState({ token: 'expired' });
    respondWith(401, {
      success: false,
      value: null,
      message: 'You are not logged in, please login',
      code: 'NOT_LOGGED_IN',
    });

    await expect(apiRequest('/api/admin/session', z.unknown())).rejects.toBeInstanceOf(ApiError);

    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().notice).toMatch(/session has ended/);
  });

  it('keeps the session on wrong credentials at login', async () => {
    respondWith(401, {
      success: false,
      value: null,
      message: 'Incorrect username or password',
      code: 'INVALID_CREDENTIALS',
    });

    await expect(apiRequest('/api/admin/session/login', z.unknown(), { method: 'POST', body: {} })).rejects.toThrow(
      'Incorrect username or password',
    );
    expect(useSessionStore.getState().notice).toBeNull();
  });

  it('reports a response that is not an envelope as a server problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );

    await expect(apiRequest('/api/admin/merchants', z.unknown())).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      status: 502,
    });
  });

  it('posts a FormData as it is, leaving its multipart content type to the browser', async () => {
    useSessionStore.setState({ token: 'secret' });
    const fetchMock = respondWith(200, { success: true, value: { url: '/uploads/a.webp' }, message: '', code: 'OK' });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');

    const value = await apiUpload('/api/admin/uploads/images', z.object({ url: z.string() }), form);

    expect(value).toEqual({ url: '/uploads/a.webp' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('Bearer secret');
  });

  it('reports a value of the wrong shape instead of passing it on', async () => {
    respondWith(200, { success: true, value: { id: 'one' }, message: '', code: 'OK' });

    await expect(apiRequest('/api/admin/thing', z.object({ id: z.number() }))).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
