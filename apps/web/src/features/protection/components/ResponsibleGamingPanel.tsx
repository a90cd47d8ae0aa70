import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { protectionQuery } from '../api/protection';
import { ExclusionCard } from './ExclusionCard';
import { LimitsCard } from './LimitsCard';
import { SessionCard } from './SessionCard';
import './protection.css';

/** Member centre → Responsible gaming: limits, session time and reminders, a break or self-exclusion. */
export function ResponsibleGamingPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const settings = useQuery(protectionQuery());
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) {
    return (
      <ErrorState
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }
  return (
    <div className="protection" data-testid="responsible-gaming-panel">
      {/* The member centre's page title names the page; the panel opens with what its tools do. */}
      <p className="protection__text">{t('protection.intro')}</p>
      <LimitsCard settings={settings.data} currencySymbol={currencySymbol} />
      <SessionCard settings={settings.data} />
      <ExclusionCard exclusion={settings.data.exclusion} />
    </div>
  );
}
