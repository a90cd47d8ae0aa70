import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { Icon } from '../../../ui/Icon';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { memberSessionsQuery, signOutOtherSessions } from '../api/member-sessions';
import { AccountCard } from './AccountCard';
import { SessionRow } from './SessionRow';
import '../../../i18n/account-texts';

/** Where the member is signed in, with a way to sign out everywhere else. */
export function SessionsCard() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const sessions = useQuery(memberSessionsQuery());
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: async (revoked) => {
      await sessions.refetch();
      showDialog({ icon: 'success', title: t('sessions.signedOut', { count: revoked }) });
    },
  });
  const hasOthers = sessions.data?.some((session) => !session.isCurrent) ?? false;

  return (
    <AccountCard icon="shield" title={t('sessions.title')} text={t('sessions.hint')} testId="sessions-card">
      {sessions.isPending && <LoadingState />}
      {sessions.isError && (
        <ErrorState
          message={errorMessage(sessions.error)}
          onRetry={() => void sessions.refetch()}
          isRetrying={sessions.isFetching}
        />
      )}
      {sessions.data && (
        <ul className="session-list">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      {sessions.data && !hasOthers && <p className="account-card__text">{t('sessions.noOthers')}</p>}
      {signOutOthers.error && (
        <p className="form-alert" role="alert">
          <Icon name="error" size={16} />
          {errorMessage(signOutOthers.error)}
        </p>
      )}
      <button
        type="button"
        className="btn btn--secondary session-list__action"
        onClick={() => signOutOthers.mutate()}
        disabled={!hasOthers || signOutOthers.isPending}
        data-testid="sessions-signout-others"
      >
        {signOutOthers.isPending ? (
          <Icon name="refresh" size={16} className="spin" />
        ) : (
          <Icon name="logout" size={16} />
        )}
        {t('sessions.signOutOthers')}
      </button>
    </AccountCard>
  );
}
