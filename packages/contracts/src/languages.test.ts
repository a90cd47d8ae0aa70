import { describe, expect, it } from 'vitest';
import { isLanguageCode, LANGUAGE_CATALOGUE, LANGUAGE_CODES } from './languages';
import { DEFAULT_LANGUAGE, LANGUAGES } from './system';

describe('language dictionary', () => {
  it('knows every code the specification names, 30 to 35 in all', () => {
    const named = 'CN EN JA TH VI MY ES HI ID KM KO MS PT TA TW TY UR TR BN AR FA RU LO NE FR TE SW'.split(' ');
    for (const code of named) expect(LANGUAGE_CODES).toContain(code);
    expect(LANGUAGE_CODES.length).toBeGreaterThanOrEqual(30);
    expect(LANGUAGE_CODES.length).toBeLessThanOrEqual(35);
  });

  it('contains the languages the site offers, TY as the Vietnamese default', () => {
    for (const code of LANGUAGES) expect(isLanguageCode(code)).toBe(true);
    expect(DEFAULT_LANGUAGE).toBe('TY');
    expect(LANGUAGE_CATALOGUE.TY.tag).toBe('vi');
  });

  it('gives each code a valid BCP 47 tag Intl accepts', () => {
    for (const code of LANGUAGE_CODES) {
      expect(Intl.getCanonicalLocales(LANGUAGE_CATALOGUE[code].tag)).toHaveLength(1);
    }
  });

  it('refuses codes it does not know', () => {
    expect(isLanguageCode('XX')).toBe(false);
    expect(isLanguageCode('toString')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});
