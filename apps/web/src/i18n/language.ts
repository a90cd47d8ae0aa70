import { LANGUAGE_CATALOGUE } from '@fortuna/contracts/languages';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fortuna/contracts/system';

export { isLanguage };

export const LANGUAGE_STORAGE_KEYS = { current: 'lang', history: 'hisLang' } as const;

interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Spec §4: the stored language is used only if the site supports it; otherwise the default
 * is used and saved as both the history and the current language.
 */
export function resolveStartupLanguage(storage: LanguageStorage): Language {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEYS.current);
  if (isLanguage(stored)) return stored;
  storage.setItem(LANGUAGE_STORAGE_KEYS.history, DEFAULT_LANGUAGE);
  storage.setItem(LANGUAGE_STORAGE_KEYS.current, DEFAULT_LANGUAGE);
  return DEFAULT_LANGUAGE;
}

/** The BCP 47 tag for the document: TY is the site's Vietnamese locale. */
export function htmlLangOf(language: Language): string {
  return LANGUAGE_CATALOGUE[language].tag;
}
