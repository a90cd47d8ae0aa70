import type { Game } from '@fortuna/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { closeDialog, showDialog } from '../../../ui/dialog-store';
import { openAuthModal } from '../../auth/hooks/useAuthModalStore';
import { useIsLoggedIn, useIsTrial } from '../../auth/hooks/useSessionStore';
import { type SeamlessState, seamlessHref } from '../../seamless/hooks/game-url';
import { launchGame, recentGamesQueryKey } from '../api/games';
import { RecommendedGames } from '../components/RecommendedGames';
import { decideLaunch } from './launch-decision';
import { recommendedGamesOf } from './launch-errors';
import { showRealAccountDialog } from './real-account-dialog';

/** Error codes that describe the game itself rather than a fault: shown as a notice, not an error. */
const GAME_NOTICE_CODES: readonly string[] = ['GAME_UNAVAILABLE', 'GAME_MAINTENANCE'];

export interface GameLauncher {
  launch: (game: Game, options?: { wantsTrial?: boolean }) => void;
  /** The node id being launched, to show a busy button. */
  launchingId: number | null;
}

/**
 * Start and Free trial (spec §4 Launch), in one place: sign-in first, trial accounts asked for a real
 * account, lottery and vendor entries opened as pages, then the server is asked for the game's
 * address, which opens in the game window (/seamless). A game under maintenance offers others.
 */
export function useLaunchGame(): GameLauncher {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const isTrialAccount = useIsTrial();
  // The maintenance dialog outlives the render that opened it: its Start buttons use the latest launch.
  const launchRef = useRef<GameLauncher['launch']>(() => undefined);

  const mutation = useMutation({
    mutationFn: (body: { nodeId: number; isTrial: boolean }) => launchGame({ ...body, language: i18n.language }),
    onSuccess: (result, body) => {
      void queryClient.invalidateQueries({ queryKey: recentGamesQueryKey });
      // The game window checks the address again before it shows anything; "back" returns here.
      const state: SeamlessState = { lobby: `${window.location.pathname}${window.location.search}` };
      void navigate(seamlessHref(result.url, body.nodeId), { state });
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
      const recommended = error.code === 'GAME_MAINTENANCE' ? recommendedGamesOf(error.value) : [];
      showDialog({
        icon: isNotice ? 'info' : 'error',
        title: isNotice ? t('games.launch.unavailableTitle') : undefined,
        message: errorMessage(error),
        content:
          recommended.length > 0
            ? createElement(RecommendedGames, {
                games: recommended,
                onStart: (game: Game) => {
                  closeDialog();
                  launchRef.current(game);
                },
              })
            : undefined,
        buttons:
          recommended.length > 0
            ? [{ label: t('common.close'), variant: 'secondary' }]
            : [{ label: t('common.confirm'), variant: 'primary' }],
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
  useLayoutEffect(() => {
    launchRef.current = launch;
  });

  return { launch, launchingId: mutation.isPending ? (mutation.variables?.nodeId ?? null) : null };
}
