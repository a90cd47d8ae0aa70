import { DEFAULT_LANGUAGE, type Language } from '@fortuna/contracts/system';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../lib/storage';
import { htmlLangOf, LANGUAGE_STORAGE_KEYS, resolveStartupLanguage } from './language';
import { en } from './locales/en';
import { ty } from './locales/ty';

const languageStorage = {
  getItem: (key: string) => readStorage('local', key),
  setItem: (key: string, value: string) => writeStorage('local', key, value),
};

/** Initialises translations synchronously with the start-up language of spec §4. */
export function initI18n(): void {
  const language = resolveStartupLanguage(languageStorage);
  void i18next.use(initReactI18next).init({
    resources: { EN: { translation: en }, TY: { translation: ty } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = htmlLangOf(language);
}

/** Switches the interface language and remembers the choice. */
export function changeLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  languageStorage.setItem(LANGUAGE_STORAGE_KEYS.current, language);
  languageStorage.setItem(LANGUAGE_STORAGE_KEYS.history, language);
  document.documentElement.lang = htmlLangOf(language);
}
