import { afterEach, describe, expect, it } from 'vitest';
import {
  audiencesFor,
  isFirstLoginSession,
  markAudienceShown,
  nextAudience,
  noteFirstLogin,
  parseShown,
  readShownAudiences,
  withShown,
} from './popup-audience';

describe('popup audiences', () => {
  it('picks B for visitors, A for members and F first on a first sign-in', () => {
    expect(audiencesFor(false, false)).toEqual(['B']);
    expect(audiencesFor(false, true)).toEqual(['B']);
    expect(audiencesFor(true, false)).toEqual(['A']);
    expect(audiencesFor(true, true)).toEqual(['F', 'A']);
  });

  it('shows each audience once', () => {
    expect(nextAudience(['B'], [])).toBe('B');
    expect(nextAudience(['B'], ['B'])).toBeNull();
    expect(nextAudience(['F', 'A'], ['B'])).toBe('F');
    expect(nextAudience(['F', 'A'], ['B', 'F'])).toBe('A');
    expect(nextAudience(['A'], ['A', 'B'])).toBeNull();
  });

  it('reads and extends the stored list safely', () => {
    expect(parseShown(null)).toEqual([]);
    expect(parseShown('not json')).toEqual([]);
    expect(parseShown('{"B":1}')).toEqual([]);
    expect(parseShown('["B","X","A","B"]')).toEqual(['B', 'A']);
    expect(withShown(['B'], 'B')).toEqual(['B']);
    expect(withShown(['B'], 'A')).toEqual(['B', 'A']);
  });
});

describe('session bookkeeping', () => {
  const store = new Map<string, string>();
  const fakeStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  };
  afterEach(() => store.clear());

  it('remembers shown audiences and a first sign-in in session storage', () => {
    const original = globalThis.window;
    Object.defineProperty(globalThis, 'window', { value: { sessionStorage: fakeStorage }, configurable: true });
    try {
      expect(readShownAudiences()).toEqual([]);
      markAudienceShown('B');
      markAudienceShown('B');
      markAudienceShown('A');
      expect(readShownAudiences()).toEqual(['B', 'A']);
      expect(isFirstLoginSession()).toBe(false);
      noteFirstLogin(true);
      expect(isFirstLoginSession()).toBe(true);
      noteFirstLogin(false);
      expect(isFirstLoginSession()).toBe(false);
    } finally {
      Object.defineProperty(globalThis, 'window', { value: original, configurable: true });
    }
  });
});
