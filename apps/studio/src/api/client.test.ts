import { studioSessionSchema } from '@fortuna/contracts/studio';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUrl, type FetchLike, studioRequest } from './client';
import { isRetriable, StudioApiError } from './errors';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const envelope = (value: unknown) => ({ success: true, value, message: '', code: 'OK' });
const failure = (code: string, message = 'nope') => ({ success: false, value: null, message, code });

describe('studioRequest', () => {
  it('returns the envelope value and sends the bearer token and JSON body', async () => {
    let seen: RequestInit | undefined;
    let url = '';
    const fetchImpl: FetchLike = async (input, init) => {
      url = input;
      seen = init;
      return json(200, envelope({ ok: 1 }));
    };
    const value = await studioRequest(fetchImpl, '/studio/api/rounds', z.object({ ok: z.number() }), {
      method: 'POST',
      body: { choices: { coin: '10' }, requestId: 'r-12345678' },
      token: 'studio-token',
    });
    expect(value).toEqual({ ok: 1 });
    expect(url).toBe('/studio/api/rounds');
    const headers = new Headers(seen?.headers);
    expect(headers.get('Authorization')).toBe('Bearer studio-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(seen?.body))).toEqual({ choices: { coin: '10' }, requestId: 'r-12345678' });
  });

  it('sorts failures into what the player is told', async () => {
    const run = (response: Response | Error) =>
      studioRequest(
        async () => {
          if (response instanceof Error) throw response;
          return response;
        },
        '/x',
        z.unknown(),
      ).catch((error: unknown) => error as StudioApiError);

    expect(await run(json(409, failure('INSUFFICIENT_FUNDS')))).toMatchObject({
      kind: 'funds',
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await run(json(401, failure('NOT_LOGGED_IN')))).toMatchObject({ kind: 'session' });
    expect(await run(json(401, failure('SOMETHING_NEW')))).toMatchObject({ kind: 'session' });
    expect(await run(json(503, failure('GAME_MAINTENANCE')))).toMatchObject({ kind: 'maintenance' });
    expect(await run(json(400, failure('VALIDATION_FAILED', 'Target must be…')))).toMatchObject({
      kind: 'rejected',
      message: 'Target must be…',
    });
    expect(await run(json(500, failure('INTERNAL')))).toMatchObject({ kind: 'server' });
    expect(await run(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network' });
    expect(await run(new Response('<html>Bad gateway</html>', { status: 502 }))).toMatchObject({ kind: 'server' });
    expect(await run(new Response('<html>Not found</html>', { status: 404 }))).toMatchObject({ kind: 'server' });
  });

  it('refuses a value that does not match the contract', async () => {
    const error = await studioRequest(
      async () => json(200, envelope({ studioToken: 1 })),
      '/s',
      studioSessionSchema,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StudioApiError);
  });

  it('retries only what may not have happened', () => {
    expect(isRetriable(StudioApiError.network())).toBe(true);
    expect(isRetriable(StudioApiError.fromEnvelope(502, 'INTERNAL', ''))).toBe(true);
    expect(isRetriable(StudioApiError.fromEnvelope(409, 'INSUFFICIENT_FUNDS', ''))).toBe(false);
    expect(isRetriable(StudioApiError.fromEnvelope(400, 'VALIDATION_FAILED', ''))).toBe(false);
    expect(isRetriable(StudioApiError.fromEnvelope(401, 'SESSION_EXPIRED', ''))).toBe(false);
  });

  it('builds query strings', () => {
    expect(buildUrl('/studio/api/recall/r1', { exp: '1700000000', sig: 'a b' })).toBe(
      '/studio/api/recall/r1?exp=1700000000&sig=a+b',
    );
    expect(buildUrl('/x', { a: undefined })).toBe('/x');
  });
});
