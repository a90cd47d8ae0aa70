import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { leaderboardsQuery, missionSummaryQuery } from '../api/missions';
import { useClaimMission } from '../hooks/useClaimMission';
import { LeaderboardCard } from './LeaderboardCard';
import { MissionCard } from './MissionCard';
import '../../promotions/components/promotions.css';
import './missions.css';

/** Member centre missionLeaderboard: the running missions with progress and claim buttons, and the leaderboards. */
export function MissionLeaderboardPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const summary = useQuery(missionSummaryQuery(i18n.language));
  const boards = useQuery(leaderboardsQuery(i18n.language));
  const claim = useClaimMission();

  const renderMissions = () => {
    if (summary.isPending) return <LoadingState />;
    if (summary.isError)
      return <ErrorState message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />;
    if (summary.data.missions.length === 0)
      return (
        <EmptyState icon="target" title={t('missions.empty')} text={t('missions.emptyHint')} testId="missions-empty" />
      );
    return (
      <ul className="missions__list" data-testid="missions-list">
        {summary.data.missions.map((mission) => (
          <MissionCard
            key={mission.id}
            mission={mission}
            currencySymbol={currencySymbol}
            isClaiming={claim.pendingId === mission.id}
            onClaim={claim.claim}
          />
        ))}
      </ul>
    );
  };

  const renderBoards = () => {
    if (boards.isPending) return <LoadingState />;
    if (boards.isError)
      return <ErrorState message={errorMessage(boards.error)} onRetry={() => void boards.refetch()} />;
    if (boards.data.length === 0) return <p className="missions__muted">{t('leaderboard.none')}</p>;
    return boards.data.map((board) => <LeaderboardCard key={board.id} board={board} currencySymbol={currencySymbol} />);
  };

  return (
    <div className="missions" data-testid="missions-panel">
      {claim.error && (
        <p className="promo-banner promo-banner--error" role="alert">
          {claim.error}
        </p>
      )}
      {claim.doneId !== null && (
        <p className="promo-banner promo-banner--success" role="status" data-testid="mission-claimed">
          {t('missions.claimed')}
        </p>
      )}
      <section className="missions__section">
        <h2 className="missions__heading">{t('missions.title')}</h2>
        {renderMissions()}
      </section>
      <section className="missions__section">
        <h2 className="missions__heading">{t('leaderboard.title')}</h2>
        {renderBoards()}
      </section>
    </div>
  );
}
