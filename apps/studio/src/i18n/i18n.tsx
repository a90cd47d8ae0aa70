import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { type Dictionary, EN, type TextKey, TY } from './texts';

export type StudioLanguage = 'EN' | 'TY';

const DICTIONARIES: Record<StudioLanguage, Dictionary> = { EN, TY };
const HTML_LANG: Record<StudioLanguage, string> = { EN: 'en', TY: 'vi' };

/**
 * The game's language: the launch URL's ?lang first, then the session's language, then the
 * browser's; anything but Vietnamese (TY, or VI from older links) is English.
 */
export function resolveLanguage(...candidates: (string | null | undefined)[]): StudioLanguage {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const code = candidate.trim().toUpperCase();
    if (code === 'TY' || code === 'VI' || code.startsWith('VI-')) return 'TY';
    if (code === 'EN' || code.startsWith('EN-')) return 'EN';
  }
  return 'EN';
}

export type Translate = (key: TextKey, vars?: Record<string, string | number>) => string;

export function translator(language: StudioLanguage): Translate {
  const dictionary = DICTIONARIES[language];
  return (key, vars) => {
    const text = dictionary[key] ?? EN[key] ?? key;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}

interface I18n {
  language: StudioLanguage;
  /** The BCP 47 tag for dates and times ('vi' for TY). */
  locale: string;
  t: Translate;
}

const I18nContext = createContext<I18n>({ language: 'EN', locale: 'en', t: translator('EN') });

export function I18nProvider({ language, children }: { language: StudioLanguage; children: ReactNode }) {
  const value = useMemo(() => ({ language, locale: HTML_LANG[language], t: translator(language) }), [language]);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[language];
  }, [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export type { TextKey };
