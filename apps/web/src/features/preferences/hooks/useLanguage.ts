import { DEFAULT_LANGUAGE, type Language } from '@fortuna/contracts/system';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../i18n/i18n';
import { isLanguage } from '../../../i18n/language';

/** The interface language (EN or TY) and a setter that remembers the choice. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, setLanguage: changeLanguage };
}
