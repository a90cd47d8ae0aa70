import { I18nProvider, resolveLanguage, useI18n } from '../i18n/i18n';
import { Icon } from '../ui/Icon';

function Message() {
  const { t } = useI18n();
  return (
    <div className="centre-screen centre-screen--error" role="alert">
      <Icon name="warning" size={44} />
      <h1>{t('error.server')}</h1>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Icon name="refresh" size={18} /> {t('action.reload')}
      </button>
    </div>
  );
}

/** A page that failed to render or load its code: say so, and offer a reload (the session survives it). */
export function RouteError() {
  const language = resolveLanguage(new URLSearchParams(window.location.search).get('lang'), navigator.language);
  return (
    <I18nProvider language={language}>
      <Message />
    </I18nProvider>
  );
}

/** Shown while a lazily loaded page's code arrives on the first load. */
export function BlankScreen() {
  return <div className="centre-screen" aria-busy="true" />;
}
