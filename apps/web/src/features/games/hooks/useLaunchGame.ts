import type { Game } from '@fortuna/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { openAuthModal } from '../../auth/hooks/useAuthModalStore';
import { useIsLoggedIn, useIsTrial } from '../../auth/hooks/useSessionStore';
import { type LaunchResult, launchGame, recentGamesQueryKey } from '../api/games';
import { decideLaunch } from './launch-decision';
import { showRealAccountDialog } from './real-account-dialog';

/** Error codes that describe the game itself rather than a fault: shown as a notice, not an error. */
const GAME_NOTICE_CODES: readonly string[] = ['GAME_UNAVAILABLE', 'GAME_MAINTENANCE'];

export interface GameLauncher {
  launch: (game: Game, options?: { wantsTrial?: boolean }) => void;
  /** The node id being launched, to show a busy button. */
  launchingId: number | null;
}

/**
 * Start and Free trial (spec §4 Launch), in one place so the game platform can plug the real
 * launch in later: sign-in first, trial accounts asked for a real account, lottery and vendor
 * entries opened as pages, then the server is asked and its answer shown.
 */
export function useLaunchGame(): GameLauncher {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const isTrialAccount = useIsTrial();

  const mutation = useMutation({
    mutationFn: (body: { nodeId: number; isTrial: boolean }) => launchGame({ ...body, language: i18n.language }),
    onSuccess: (result: LaunchResult) => {
      void queryClient.invalidateQueries({ queryKey: recentGamesQueryKey });
      // The game platform's address; nothing else is ever opened in its place.
      window.location.assign(result.url);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        showDialog({ icon: 'error', title: errorMessage(error) });
        return;
      }
      if (error.code === 'NOT_LOGGED_IN') return; // the session ended: the login popup is already open
      if (error.code === 'TRIAL_ACCOUNT') {
        showRealAccountDialog(t);
        return;
      }
      const isNotice = GAME_NOTICE_CODES.includes(error.code);
      showDialog({
        icon: isNotice ? 'info' : 'error',
        title: isNotice ? t('games.launch.unavailableTitle') : undefined,
        message: errorMessage(error),
        buttons: [{ label: t('common.confirm'), variant: 'primary' }],
      });
    },
  });

  const launch: GameLauncher['launch'] = (game, options = {}) => {
    if (mutation.isPending) return;
    const decision = decideLaunch({ game, wantsTrial: options.wantsTrial ?? false, isLoggedIn, isTrialAccount });
    switch (decision.kind) {
      case 'login':
        openAuthModal('login');
        return;
      case 'realAccount':
        showRealAccountDialog(t);
        return;
      case 'navigate':
        void navigate(decision.to);
        return;
      case 'launch':
        mutation.mutate({ nodeId: decision.nodeId, isTrial: decision.isTrial });
    }
  };

  return { launch, launchingId: mutation.isPending ? (mutation.variables?.nodeId ?? null) : null };
}
