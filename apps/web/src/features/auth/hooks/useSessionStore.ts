import { create } from 'zustand';
import {
  clearSessionKeepingMerchant,
  getToken,
  isAgentSession,
  isTrialSession,
  type SessionFlags,
  saveSession,
} from '../../../lib/session';

interface SessionState extends SessionFlags {
  token: string | null;
}

/** The signed-in state, read from session storage at start-up (spec §3). */
export const useSessionStore = create<SessionState>(() => ({
  token: getToken(),
  isAgent: isAgentSession(),
  isTrial: isTrialSession(),
}));

export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => state.token !== null);
}

/** Whether the signed-in account is a free-play (trial) account (spec §6, type 4). */
export function useIsTrial(): boolean {
  return useSessionStore((state) => state.token !== null && state.isTrial);
}

/** Starts (or updates) the signed-in state and keeps it in session storage. */
export function startSession(token: string, flags: SessionFlags): void {
  saveSession(token, flags);
  useSessionStore.setState({ token, ...flags });
}

/** Forgets the session locally: storage is cleared except the merchant values (spec §4). */
export function endLocalSession(): void {
  clearSessionKeepingMerchant();
  useSessionStore.setState({ token: null, isAgent: false, isTrial: false });
}
