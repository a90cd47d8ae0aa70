import { create } from 'zustand';
import { clearSessionKeepingMerchant, getToken, isAgentSession, saveSession } from '../../../lib/session';

interface SessionState {
  token: string | null;
  isAgent: boolean;
}

/** The signed-in state, read from session storage at start-up (spec §3). */
export const useSessionStore = create<SessionState>(() => ({ token: getToken(), isAgent: isAgentSession() }));

export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => state.token !== null);
}

/** Starts (or updates) the signed-in state and keeps it in session storage. */
export function startSession(token: string, isAgent: boolean): void {
  saveSession(token, isAgent);
  useSessionStore.setState({ token, isAgent });
}

/** Forgets the session locally: storage is cleared except the merchant values (spec §4). */
export function endLocalSession(): void {
  clearSessionKeepingMerchant();
  useSessionStore.setState({ token: null, isAgent: false });
}
