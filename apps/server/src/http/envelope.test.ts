import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { describeEachDatabase, testConfig } from '../test/test-app';

describeEachDatabase('response envelope and platform endpoints', (use) => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await use().app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      value: null,
      code: 'NOT_FOUND',
      message: 'No such path: GET /wps/no/such/call',
    });
  });

  it('answers an unknown non-page path with a 404 envelope too', async () => {
    const response = await use().app.inject({
      method: 'DELETE',
      url: '/nothing-here',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with a clear envelope error', async () => {
    const response = await use().app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      value: null,
      code: 'MALFORMED_BODY',
      message: 'The request body is not valid JSON',
    });
  });

  it('names the failing field of a body that breaks its schema', async () => {
    const response = await use().app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      payload: { username: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^password: /);
  });

  it('refuses a content type it does not read', async () => {
    const response = await use().app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('hides the details of an unexpected error and returns the request id', async () => {
    const app = await buildApp(testConfig(), { database: use().database });
    app.get('/wps/test/explode', async () => {
      throw new Error('secret detail: connection string postgres://user:pw@db');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/wps/test/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        value: null,
        code: 'INTERNAL',
        message: 'Network link is abnormal, please try again',
      });
      expect(response.body).not.toContain('secret');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });

  it('limits calls per address but never the site’s own files', async () => {
    const app = await buildApp(testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), { database: use().database });
    try {
      const call = () => app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: '198.51.100.99' });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      const asset = await app.inject({ method: 'GET', url: '/assets/index.js', remoteAddress: '198.51.100.99' });
      expect(asset.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('passes a valid incoming request id through', async () => {
    const response = await use().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-1234567890' },
    });
    expect(response.headers['x-request-id']).toBe('trace-1234567890');
    expect(response.json()).toMatchObject({ success: true, value: { status: 'ok' } });
  });

  it('sets security headers', async () => {
    const response = await use().app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('exposes Prometheus metrics including request durations', async () => {
    const { app } = use();
    await app.inject({ method: 'GET', url: '/wps/system/status' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds_count{method="GET",route="/wps/system/status"');
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('publishes the OpenAPI document with the spec paths', async () => {
    const response = await use().app.inject({ method: 'GET', url: '/docs/json' });
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/system/permission/info',
        '/api/admin/merchants/{merchantId}/maintenance',
      ]),
    );
  });
});
