import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Icon } from '../ui/Icon';
import { hideLoadingCover } from '../ui/loading-cover-store';
import './pages.css';

/** A page or navigation that failed: the rest of the site keeps working. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    hideLoadingCover();
    console.error('Route failed to render', error);
  }, [error]);

  return (
    <section className="message-page" role="alert" data-testid="route-error">
      <span className="message-page__icon">
        <Icon name="warning" size={30} />
      </span>
      <h1 className="message-page__title">{t('routeError.title')}</h1>
      <p className="message-page__text">{t('routeError.body')}</p>
      <div className="message-page__actions">
        <button type="button" className="btn btn--secondary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to="/" className="btn btn--primary" reloadDocument>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
