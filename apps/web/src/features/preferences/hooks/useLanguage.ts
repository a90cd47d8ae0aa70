import { API } from '@fortuna/contracts/api-paths';
import { DEFAULT_LANGUAGE, type Language } from '@fortuna/contracts/system';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { changeLanguage } from '../../../i18n/i18n';
import { isLanguage } from '../../../i18n/language';
import { useSessionStore } from '../../auth/hooks/useSessionStore';

/** Tells the server the member's new language (spec §7 "language update on language change"). */
function rememberForMember(language: Language): void {
  const { token, isTrial } = useSessionStore.getState();
  if (token === null || isTrial) return;
  // The site has already switched; a failed update only means messages keep the old language.
  apiRequest(API.memberLanguage, z.null(), { method: 'PUT', body: { language } }).catch(() => undefined);
}

function switchLanguage(language: Language): void {
  changeLanguage(language);
  rememberForMember(language);
}

/** The interface language (EN or TY) and a setter that remembers the choice, on the server too for members. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, setLanguage: switchLanguage };
}
