import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../ui/dialog-store';
import { Icon } from '../../../ui/Icon';
import { useDomainRoutes } from '../hooks/useDomainRoutes';
import './mirror-sites.css';

const COPIED_DIALOG_MS = 1500;

/** The mirror domains with the spec's guidance text (spec §2): shown in the footer's popup and on /mirrors. */
export function MirrorSitesList({ isActive = true }: { isActive?: boolean }) {
  const { t } = useTranslation();
  const { data: routes, isPending, isError, refetch } = useDomainRoutes(isActive);

  const copyDomain = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showDialog({ icon: 'success', title: t('common.copied'), message: url, timeoutMs: COPIED_DIALOG_MS });
    } catch {
      // Clipboard access refused: the link stays visible for manual copying.
    }
  };

  return (
    <>
      <p className="mirrors__intro" data-testid="mirror-sites-intro">
        {t('mirrors.intro')}
      </p>
      {isPending && <p className="mirrors__state">{t('common.loading')}</p>}
      {isError && (
        <div className="mirrors__state">
          <p>{t('mirrors.loadError')}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {routes && routes.length === 0 && <p className="mirrors__state">{t('mirrors.empty')}</p>}
      {routes && routes.length > 0 && (
        <ul className="mirrors__list" data-testid="mirror-sites-list">
          {routes.map((route) => {
            const url = `https://${route.domain}`;
            return (
              <li key={route.domain} className="mirrors__item">
                <a className="mirrors__link" href={url} target="_blank" rel="noopener noreferrer">
                  <Icon name="shield" size={16} />
                  <span className="mirrors__domain">{route.domain}</span>
                  {route.isMain && <span className="mirrors__badge">{t('mirrors.main')}</span>}
                </a>
                <button
                  type="button"
                  className="mirrors__copy"
                  onClick={() => void copyDomain(url)}
                  aria-label={t('mirrors.copyLink', { domain: route.domain })}
                  title={t('common.copy')}
                >
                  <Icon name="copy" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
