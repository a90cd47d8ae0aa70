import { DEFAULT_LANGUAGE, type Language } from '@fortuna/contracts/system';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chunkLoader } from '../lib/lazy-chunk';
import { readStorage, writeStorage } from '../lib/storage';
import { showDialog } from '../ui/dialog-store';
import { htmlLangOf, LANGUAGE_STORAGE_KEYS, resolveStartupLanguage } from './language';
import { ty } from './locales/ty';
import type { StartupDictionary } from './locales/ty-account';

const languageStorage = {
  getItem: (key: string) => readStorage('local', key),
  setItem: (key: string, value: string) => writeStorage('local', key, value),
};

/**
 * The default language's dictionary is in the first chunk; any other is its own chunk, downloaded
 * only by visitors who use it (docs/performance.md). The default is also the fallback for a key.
 */
const DICTIONARIES: Record<Language, () => Promise<StartupDictionary>> = {
  TY: async () => ty,
  EN: chunkLoader(() => import('./locales/en').then((module) => module.en)),
};

/** Adds a language's dictionary to i18next once it is here. */
async function loadDictionary(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await DICTIONARIES[language]());
}

/**
 * Initialises translations with the start-up language of spec §4. The returned promise settles once
 * that language's dictionary is loaded (at once for the default language), with the language; render after it. Should
 * the dictionary not arrive, the site starts with the default language's text.
 */
export async function initI18n(): Promise<Language> {
  const language = resolveStartupLanguage(languageStorage);
  void i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: await DICTIONARIES[DEFAULT_LANGUAGE]() } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = htmlLangOf(language);
  try {
    await loadDictionary(language);
  } catch (error) {
    console.error(`The ${language} dictionary could not be loaded`, error);
  }
  return language;
}

/** Switches the interface language (once its dictionary is here) and remembers the choice. */
export function changeLanguage(language: Language): void {
  languageStorage.setItem(LANGUAGE_STORAGE_KEYS.current, language);
  languageStorage.setItem(LANGUAGE_STORAGE_KEYS.history, language);
  loadDictionary(language).then(
    () => {
      void i18next.changeLanguage(language);
      document.documentElement.lang = htmlLangOf(language);
    },
    (error: unknown) => {
      console.error(`The ${language} dictionary could not be loaded`, error);
      showDialog({
        icon: 'error',
        title: i18next.t('routeError.chunkTitle'),
        message: i18next.t('routeError.chunkBody'),
      });
    },
  );
}
