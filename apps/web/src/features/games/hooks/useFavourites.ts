import type { Game } from '@fortuna/contracts/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { openAuthModal } from '../../auth/hooks/useAuthModalStore';
import { useIsLoggedIn, useIsTrial } from '../../auth/hooks/useSessionStore';
import { changeFavourite, favouriteIdsQuery, favouriteIdsQueryKey, favouritesQueryKey } from '../api/games';
import {
  checkFavouriteToggle,
  createThrottleGate,
  FAVOURITE_THROTTLE_MS,
  toggleFavouriteIds,
} from './favourite-toggle';
import { showRealAccountDialog } from './real-account-dialog';

const EMPTY: readonly number[] = [];

/** The member's favourite ids (empty when signed out). */
export function useFavouriteIds(): readonly number[] {
  const isLoggedIn = useIsLoggedIn();
  const { data } = useQuery(favouriteIdsQuery(isLoggedIn));
  return isLoggedIn ? (data ?? EMPTY) : EMPTY;
}

/**
 * The heart of a game card (spec §4 Favourites): needs a signed-in real account, changes the local
 * id list at once, then asks the server (which answers with the new list); at most once a second.
 */
export function useFavouriteToggle(): (game: Game) => void {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const isTrial = useIsTrial();
  const gate = useRef(createThrottleGate(FAVOURITE_THROTTLE_MS));

  const mutation = useMutation({
    mutationFn: ({ game, add }: { game: Game; add: boolean; previous: readonly number[] }) =>
      changeFavourite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, add),
    onSuccess: (ids) => {
      queryClient.setQueryData(favouriteIdsQueryKey, ids);
    },
    onError: (error, { previous }) => {
      queryClient.setQueryData(favouriteIdsQueryKey, previous);
      if (error instanceof ApiError && error.code === 'TRIAL_ACCOUNT') showRealAccountDialog(t);
      else if (!(error instanceof ApiError && error.code === 'NOT_LOGGED_IN')) {
        showDialog({ icon: 'error', title: errorMessage(error) });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });

  return (game: Game) => {
    const check = checkFavouriteToggle({ isLoggedIn, isTrial });
    if (check === 'login') {
      openAuthModal('login');
      return;
    }
    if (check === 'realAccount') {
      showRealAccountDialog(t);
      return;
    }
    if (!gate.current.tryPass()) return;
    const previous = queryClient.getQueryData<number[]>(favouriteIdsQueryKey) ?? [];
    const next = toggleFavouriteIds(previous, game.nodeId);
    queryClient.setQueryData(favouriteIdsQueryKey, next.ids);
    void queryClient.cancelQueries({ queryKey: favouriteIdsQueryKey });
    mutation.mutate({ game, add: next.added, previous });
  };
}
