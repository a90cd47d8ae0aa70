import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@fortuna/contracts/api-paths';
import { STUDIO_PATHS } from '@fortuna/contracts/studio';
import { expect, it } from 'vitest';
import { DEMO_LOGINS } from '../seed/demo';
import { memberAuth, postLogin } from '../test/member-login';
import { describeEachDatabase, staffAuth } from '../test/test-app';

interface EnvelopeBody {
  success: boolean;
  code: string;
  message: string;
  value: unknown;
}

function expectEnvelope(body: unknown, code: string): asserts body is EnvelopeBody {
  expect(body).toMatchObject({ success: false, code, value: null });
  expect(typeof (body as EnvelopeBody).message).toBe('string');
}

/** One raw HTTP/1.1 exchange with the listening server (inject cannot send what Node's parser refuses). */
function rawRequest(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string; contentType: string | undefined }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, contentType: response.headers['content-type'] }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describeEachDatabase(
  'bad input answers a 4xx envelope, never a 5xx',
  (use) => {
    it('refuses an empty profile change instead of failing on it', async () => {
      const { app } = use();
      const auth = await memberAuth(app, DEMO_LOGINS.member);
      const response = await app.inject({ method: 'PATCH', url: '/wps/member/profile', headers: auth, payload: {} });
      expect(response.statusCode).toBe(400);
      expectEnvelope(response.json(), 'VALIDATION_FAILED');
      expect(response.json<EnvelopeBody>().message).toBe('Change at least one of nickname, birthday or email');
    });

    it('refuses an id past what the database holds (found by the OpenAPI fuzz) instead of failing on it', async () => {
      const { app } = use();
      const headers = await staffAuth(app);
      for (const id of ['2147483648', '9223372036854775808']) {
        const response = await app.inject({ method: 'GET', url: `/api/admin/merchants/${id}/settings`, headers });
        expect(response.statusCode).toBe(400);
        expectEnvelope(response.json(), 'VALIDATION_FAILED');
      }
    });

    it('refuses a NUL byte or other control character in a sign-in name or an affiliate code', async () => {
      const { app } = use();
      const member = await postLogin(app, { username: 'demo\u000001', password: 'whatever1' });
      expect(member.statusCode).toBe(400);
      expectEnvelope(member.json(), 'VALIDATION_FAILED');
      expect(member.json<EnvelopeBody>().message).toBe('username: Remove control characters from this text');

      const staff = await app.inject({
        method: 'POST',
        url: '/api/admin/session/login',
        payload: { username: 'ad\u0000min', password: 'whatever1' },
      });
      expect(staff.statusCode).toBe(400);
      expectEnvelope(staff.json(), 'VALIDATION_FAILED');

      const affiliate = await app.inject({ method: 'GET', url: `${API.affiliate}?code=AGENT%0001` });
      expect(affiliate.statusCode).toBe(400);
      expectEnvelope(affiliate.json(), 'VALIDATION_FAILED');

      // Any other string field too: a NUL byte never reaches the database.
      const auth = await memberAuth(app, DEMO_LOGINS.member);
      const nickname = await app.inject({
        method: 'PATCH',
        url: '/wps/member/profile',
        headers: auth,
        payload: { nickname: 'bad\u0000name' },
      });
      expect(nickname.statusCode).toBe(400);
      expectEnvelope(nickname.json(), 'VALIDATION_FAILED');
      expect(nickname.json<EnvelopeBody>().message).toBe('nickname: Remove control characters from this text');
    });

    it('tells a game window opened with an unknown launch token to open the game again', async () => {
      const { app } = use();
      const response = await app.inject({
        method: 'POST',
        url: STUDIO_PATHS.session,
        payload: { launchToken: 'no-such-launch-token-0123456789' },
      });
      expect(response.statusCode).toBe(401);
      expectEnvelope(response.json(), 'NOT_LOGGED_IN');
      expect(response.json<EnvelopeBody>().message).toBe(
        'Your game session has ended: open the game again from the lobby',
      );
    });

    it('answers a path parameter over 100 characters with a 414 envelope that does not echo the path', async () => {
      const { app } = use();
      const long = 'x'.repeat(150);
      const response = await app.inject({ method: 'GET', url: `/api/admin/members/${long}` });
      expect(response.statusCode).toBe(414);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectEnvelope(response.json(), 'URI_TOO_LONG');
      expect(response.body).not.toContain(long);
    });

    it('answers request headers over 16 KB with a 431 envelope', async () => {
      const { app } = use();
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const response = await rawRequest(port, '/healthz', { 'x-padding': 'p'.repeat(20 * 1024) });
      expect(response.status).toBe(431);
      expect(response.contentType).toMatch(/^application\/json/);
      expectEnvelope(JSON.parse(response.body), 'HEADERS_TOO_LARGE');
      // The server still answers the next request.
      const next = await rawRequest(port, '/healthz', {});
      expect(next.status).toBe(200);
    });
  },
  { STUDIO_ENABLED: 'true' },
);
