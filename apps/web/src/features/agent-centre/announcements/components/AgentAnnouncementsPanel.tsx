import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/StatePanel';
import { AnnouncementBrowser } from '../../../announcements/components/AnnouncementBrowser';
import { announcementsQuery } from '../../../home/api/content';
import './agent-announcements.css';

/** agentAnnouncement: the announcements of signed-in members, read inline in the agent centre. */
export function AgentAnnouncementsPanel() {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const announcements = useQuery(announcementsQuery('A', i18n.language));

  const renderBody = () => {
    if (announcements.isPending) return <LoadingState />;
    if (announcements.isError) {
      return (
        <ErrorState
          message={errorMessage(announcements.error)}
          onRetry={() => void announcements.refetch()}
          isRetrying={announcements.isFetching}
        />
      );
    }
    const items = announcements.data.popup;
    if (items.length === 0) {
      return (
        <EmptyState
          icon="bell"
          title={t('agentCentre.announcements.empty')}
          text={t('agentCentre.announcements.emptyHint')}
          testId="agent-announcements-empty"
        />
      );
    }
    return <AnnouncementBrowser items={items} />;
  };

  return (
    <div className="agent-announcements" data-testid="agent-announcements">
      {renderBody()}
    </div>
  );
}
