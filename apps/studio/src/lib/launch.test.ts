import { describe, expect, it, vi } from 'vitest';
import type { StudioApi } from '../api/studio-api';
import { openSessionOnce, readLaunchParams, verifyHref, withoutToken } from './launch';

describe('launch URL', () => {
  it('reads the token and the language', () => {
    expect(readLaunchParams('?token=abc123&lang=TY')).toEqual({ token: 'abc123', lang: 'TY' });
    expect(readLaunchParams('')).toEqual({ token: null, lang: null });
  });

  it('drops only the token from the address', () => {
    expect(withoutToken('https://site.test/studio/play/fortuna-dice?token=secret-token&lang=TY')).toBe(
      '/studio/play/fortuna-dice?lang=TY',
    );
    expect(withoutToken('https://site.test/studio/play/fortuna-dice?token=x')).toBe('/studio/play/fortuna-dice');
    expect(withoutToken('https://site.test/studio/play/a?lang=EN#top')).toBe('/studio/play/a?lang=EN#top');
  });

  it('opens one session per launch token, and allows a retry after a failure', async () => {
    const createSession = vi
      .fn<StudioApi['createSession']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ studioToken: 't' } as Awaited<ReturnType<StudioApi['createSession']>>);
    const api = { createSession } as unknown as StudioApi;
    await expect(openSessionOnce(api, 'launch-token-0001')).rejects.toThrow('offline');
    const first = openSessionOnce(api, 'launch-token-0001');
    const second = openSessionOnce(api, 'launch-token-0001');
    expect(first).toBe(second);
    await expect(first).resolves.toMatchObject({ studioToken: 't' });
    expect(createSession).toHaveBeenCalledTimes(2);
  });

  it('builds prefilled verify links', () => {
    const href = verifyHref({
      gameCode: 'fortuna-dice',
      serverSeed: 'abc',
      clientSeed: 'seed',
      nonce: 4,
      choices: { stake: '100', direction: 'under', target: '50.00' },
    });
    const url = new URL(href, 'https://site.test');
    expect(url.pathname).toBe('/studio/verify');
    expect(url.searchParams.get('game')).toBe('fortuna-dice');
    expect(url.searchParams.get('nonce')).toBe('4');
    expect(JSON.parse(url.searchParams.get('choices') ?? '')).toEqual({
      stake: '100',
      direction: 'under',
      target: '50.00',
    });
  });
});
