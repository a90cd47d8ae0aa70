import { DEFAULT_LANGUAGE } from '@fortuna/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/language';
import { fetchHelpArticles } from '../api/help-center';

/** Help articles in the current interface language. */
export function useHelpArticles() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useQuery({
    queryKey: ['help-center', language],
    queryFn: ({ signal }) => fetchHelpArticles(language, signal),
    staleTime: 5 * 60_000,
  });
}
