import { DEFAULT_LANGUAGE } from '@fortuna/contracts/system';
import i18next from 'i18next';
import { tyAccount } from './locales/ty-account';

/**
 * Imported (for its effect) by every screen that shows the account texts of the default language
 * (locales/ty-account.ts): they join the dictionary before that screen's code runs, and the bundler
 * ships them with those screens instead of the first load. Other languages' dictionaries are whole.
 */
function addAccountTexts(): void {
  i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', tyAccount, true, false);
}

// A screen whose code is preloaded at start-up can arrive before the dictionary is initialised.
if (i18next.isInitialized) addAccountTexts();
else i18next.on('initialized', addAccountTexts);
