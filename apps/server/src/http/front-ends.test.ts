import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { registerFrontEnds, WEB_DIST, webCacheControl } from './front-ends';

describe('webCacheControl', () => {
  it('keeps hashed assets for a year', () => {
    expect(webCacheControl(path.join(WEB_DIST, 'assets/index-AbC123.js'))).toBe('public, max-age=31536000, immutable');
    expect(webCacheControl(path.join(WEB_DIST, 'assets/index-AbC123.js.br'))).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('has index.html, in any encoding, checked on every visit', () => {
    for (const name of ['index.html', 'index.html.gz', 'index.html.br']) {
      expect(webCacheControl(path.join(WEB_DIST, name))).toBe('no-cache');
    }
  });

  it("leaves the public files (not hashed) and other front ends to the static plugin's default", () => {
    expect(webCacheControl(path.join(WEB_DIST, 'favicon.svg'))).toBeNull();
    expect(webCacheControl(path.join(WEB_DIST, 'images/hero-art.svg'))).toBeNull();
    expect(webCacheControl(path.join(WEB_DIST, '../../admin/dist/index.html'))).toBeNull();
  });
});

// Needs the built player site (npm run build); skipped without it.
const isBuilt = existsSync(path.join(WEB_DIST, 'index.html'));

describe.skipIf(!isBuilt)('the built player site', () => {
  let app: FastifyInstance;
  const script = isBuilt ? readdirSync(path.join(WEB_DIST, 'assets')).find((name) => name.endsWith('.js')) : undefined;

  beforeAll(async () => {
    app = Fastify();
    app.decorate('config', testConfig({ SERVE_STATIC: 'true' }));
    await registerFrontEnds(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the pre-compressed Brotli file to a client that accepts it, cached for good', async () => {
    const response = await app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends gzip, or the plain file, to clients that only accept those', async () => {
    const gzipped = await app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(0);
  });

  it('answers `curl /` and any path without a file name with the site, a missing file and a JSON client with a 404 envelope', async () => {
    for (const url of ['/', '/pointMall', '/member?page=securityCenter']) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    for (const [url, accept] of [
      ['/assets/gone-AbC123.js', '*/*'],
      ['/pointMall', 'application/json'],
    ]) {
      const response = await app.inject({ url, headers: { accept } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers a page navigation with index.html, compressed and not cached', async () => {
    const response = await app.inject({
      url: '/rng',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
