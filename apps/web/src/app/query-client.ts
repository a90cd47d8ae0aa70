import { focusManager, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { MEMBER_QUERY_ROOT } from '../api/member-info';
import { openAuthModal } from '../features/auth/hooks/useAuthModalStore';
import { endLocalSession, useSessionStore } from '../features/auth/hooks/useSessionStore';

const NOT_LOGGED_IN = 'NOT_LOGGED_IN';

/** A call answered "not logged in" while we hold a token: the session ended on the server, so end it here too. */
function handleSessionLoss(error: Error): void {
  if (!(error instanceof ApiError) || error.code !== NOT_LOGGED_IN) return;
  if (useSessionStore.getState().token === null) return;
  endLocalSession();
  openAuthModal('login');
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleSessionLoss }),
  mutationCache: new MutationCache({ onError: handleSessionLoss }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.code === NOT_LOGGED_IN),
      refetchOnWindowFocus: false,
    },
  },
});

// A different (or no) member must never see the previous member's cached data.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.removeQueries({ queryKey: MEMBER_QUERY_ROOT });
});

// Besides tab switches (visibilitychange), returning to the browser window counts as focus,
// so the system status is re-read when a visitor comes back to the site.
focusManager.setEventListener((handleFocus) => {
  const listener = () => handleFocus();
  window.addEventListener('visibilitychange', listener, false);
  window.addEventListener('focus', listener, false);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
});
