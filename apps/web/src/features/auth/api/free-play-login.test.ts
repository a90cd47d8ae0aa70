import { describe, expect, it } from 'vitest';
import { buildFreePlayLoginBody, createRandomString } from './free-play-login';

describe('buildFreePlayLoginBody', () => {
  it('sends platform W, gateway version 3 and the operating system', () => {
    const body = buildFreePlayLoginBody('Linux x86_64');
    expect(body).toMatchObject({ os: 'Linux x86_64', platform: 'W', gatewayVersion: 3 });
  });

  it('falls back to "web" when the browser reports no operating system', () => {
    expect(buildFreePlayLoginBody('  ').os).toBe('web');
  });
});

describe('createRandomString', () => {
  it('is 64 hex characters, within the 16 to 128 the server accepts', () => {
    expect(createRandomString()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs on every call', () => {
    expect(createRandomString()).not.toBe(createRandomString());
  });
});
