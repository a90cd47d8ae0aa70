import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { I18nProvider, resolveLanguage } from '../i18n/i18n';

/** The frame of the public pages (verify, recall): the language from ?lang or the browser. */
export function PageFrame({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const language = resolveLanguage(params.get('lang'), typeof navigator === 'undefined' ? null : navigator.language);
  return (
    <I18nProvider language={language}>
      <div className="page">{children}</div>
    </I18nProvider>
  );
}
