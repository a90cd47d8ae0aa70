import { describe, expect, it } from 'vitest';
import { htmlLangOf, isLanguage, resolveStartupLanguage } from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('resolveStartupLanguage', () => {
  it('keeps a supported stored language', () => {
    const storage = memoryStorage({ lang: 'EN' });
    expect(resolveStartupLanguage(storage)).toBe('EN');
    expect(storage.values.has('hisLang')).toBe(false);
  });

  it('resets an unsupported language to TY and saves it as hisLang and lang', () => {
    const storage = memoryStorage({ lang: 'JA' });
    expect(resolveStartupLanguage(storage)).toBe('TY');
    expect(storage.values.get('lang')).toBe('TY');
    expect(storage.values.get('hisLang')).toBe('TY');
  });

  it('defaults to TY when nothing is stored', () => {
    expect(resolveStartupLanguage(memoryStorage())).toBe('TY');
  });
});

describe('language helpers', () => {
  it('recognises only the site languages', () => {
    expect(isLanguage('TY')).toBe(true);
    expect(isLanguage('EN')).toBe(true);
    expect(isLanguage('en')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('maps TY to Vietnamese for the document', () => {
    expect(htmlLangOf('TY')).toBe('vi');
    expect(htmlLangOf('EN')).toBe('en');
  });
});
