import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { QrCode } from '../../../../ui/QrCode';
import { ErrorState, LoadingState } from '../../../../ui/StatePanel';
import { agentLinksQuery } from '../api/agent-links';
import { CopyField } from './CopyField';

const QR_SIZE = 132;

/** The agent's affiliate code and registration links, each with a copy button, and a QR code of the first link. */
export function AgentLinksCard() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const links = useQuery(agentLinksQuery());

  const renderBody = () => {
    if (links.isPending) return <LoadingState />;
    if (links.isError) {
      return (
        <ErrorState
          message={errorMessage(links.error)}
          onRetry={() => void links.refetch()}
          isRetrying={links.isFetching}
        />
      );
    }
    const { affiliateCode, links: urls } = links.data;
    const first = urls[0];
    return (
      <div className="team-links__body">
        <dl className="team-links__list">
          <CopyField label={t('agentCentre.team.links.code')} value={affiliateCode} testId="agent-affiliate-code" />
          {urls.map((url, index) => (
            <CopyField
              key={url}
              label={t('agentCentre.team.links.link', { number: index + 1 })}
              value={url}
              testId={`agent-link-${index}`}
            />
          ))}
        </dl>
        {first ? (
          <figure className="team-links__qr" data-testid="agent-link-qr">
            <span className="team-links__qr-code">
              <QrCode
                value={first}
                size={QR_SIZE}
                marginSize={2}
                title={t('agentCentre.team.links.qrTitle', { link: first })}
              />
            </span>
            <figcaption className="team-links__qr-hint">{t('agentCentre.team.links.scanHint')}</figcaption>
          </figure>
        ) : (
          <p className="team-links__none">{t('agentCentre.team.links.none')}</p>
        )}
      </div>
    );
  };

  return (
    <section className="team-card team-links" aria-labelledby="team-links-title" data-testid="agent-links">
      <header className="team-card__head">
        <h3 id="team-links-title" className="team-card__title">
          {t('agentCentre.team.links.title')}
        </h3>
        <p className="team-card__hint">{t('agentCentre.team.links.intro')}</p>
      </header>
      {renderBody()}
    </section>
  );
}
