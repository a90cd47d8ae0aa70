import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import type { Dictionary } from '../i18n/locales/en';
import { ty } from '../i18n/locales/ty';

type TranslatedCode = keyof Dictionary['apiErrors'];

/** Codes whose server message is a text key (such as 'in_need_true_account'), never readable as sent. */
const KEY_MESSAGE_CODES: readonly string[] = ['TRIAL_ACCOUNT'];

/** Every dictionary has the same keys (i18n tests), so the default one, always loaded, answers for all. */
function isTranslatedCode(code: string): code is TranslatedCode {
  return Object.hasOwn(ty.apiErrors, code);
}

/**
 * Turns a failed call into the text shown to the player. The server writes its messages in
 * English, so in English they are shown as sent (they may be more precise than ours); in other
 * languages a known code is shown translated and an unknown one falls back to the server text.
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return t('apiErrors.UNKNOWN');
    const isKeyMessage = KEY_MESSAGE_CODES.includes(error.code);
    if ((i18n.language !== 'EN' || isKeyMessage) && isTranslatedCode(error.code)) return t(`apiErrors.${error.code}`);
    return error.message || t('apiErrors.UNKNOWN');
  };
}
