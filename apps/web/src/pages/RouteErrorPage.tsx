import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { type ChunkLoadError, isChunkLoadError } from '../lib/lazy-chunk';
import { Icon } from '../ui/Icon';
import { hideLoadingCover } from '../ui/loading-cover-store';
import './pages.css';

interface ChunkErrorPanelProps {
  error: ChunkLoadError;
  /** Inside a popup or panel rather than as the page: smaller, and without the way home. */
  isCompact?: boolean;
}

/**
 * The load-error variant: a part of the site whose code (or, in the CSS variant, whose styles) could
 * not be downloaded or did not arrive within the time-out. Reloading fetches the current release.
 */
export function ChunkErrorPanel({ error, isCompact = false }: ChunkErrorPanelProps) {
  const { t } = useTranslation();

  useEffect(() => {
    hideLoadingCover();
    console.error('Chunk failed to load', error);
  }, [error]);

  return (
    <section
      className={`message-page message-page--chunk${isCompact ? ' message-page--compact' : ''}${
        error.type === 'css' ? ' message-page--chunk-css' : ''
      }`}
      role="alert"
      data-testid="chunk-error"
      data-chunk-failure={error.type}
    >
      <span className="message-page__icon">
        <Icon name="refresh" size={isCompact ? 24 : 30} />
      </span>
      <h1 className="message-page__title">{t('routeError.chunkTitle')}</h1>
      <p className="message-page__text">
        {t(error.type === 'css' ? 'routeError.chunkStylesBody' : 'routeError.chunkBody')}
      </p>
      <div className="message-page__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => window.location.reload()}
          data-testid="chunk-error-reload"
        >
          {t('routeError.reload')}
        </button>
        {!isCompact && (
          <Link to="/" className="btn btn--secondary" reloadDocument>
            {t('common.backHome')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** A page or navigation that failed: the rest of the site keeps working. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isChunkFailure = isChunkLoadError(error);

  useEffect(() => {
    if (isChunkFailure) return;
    hideLoadingCover();
    console.error('Route failed to render', error);
  }, [error, isChunkFailure]);

  if (isChunkFailure) return <ChunkErrorPanel error={error} />;

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
