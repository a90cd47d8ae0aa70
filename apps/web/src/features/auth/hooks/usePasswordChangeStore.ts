import { create } from 'zustand';
import { getToken } from '../../../lib/session';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import type { PasswordChangeReason } from './sign-in-outcome';
import { useSessionStore } from './useSessionStore';

/** Session storage marker, so a reload cannot skip a required change; sign-out clears it with the session. */
const MARKER_KEY = 'mustChangePassword';

function readMarker(): PasswordChangeReason | null {
  if (!getToken()) return null;
  const marker = readStorage('session', MARKER_KEY);
  return marker === 'weak' || marker === 'expired' ? marker : null;
}

interface PasswordChangeState {
  /** Why the signed-in member must change the password now, or null. */
  reason: PasswordChangeReason | null;
}

/** The change-password popup that follows a sign-in with the default or an expired password (spec §4). */
export const usePasswordChangeStore = create<PasswordChangeState>(() => ({ reason: readMarker() }));

export function requirePasswordChange(reason: PasswordChangeReason): void {
  writeStorage('session', MARKER_KEY, reason);
  usePasswordChangeStore.setState({ reason });
}

export function clearPasswordChange(): void {
  removeStorage('session', MARKER_KEY);
  usePasswordChangeStore.setState({ reason: null });
}

// Signing out (or losing the session) drops the request with everything else of the session.
useSessionStore.subscribe((state) => {
  if (state.token === null && usePasswordChangeStore.getState().reason !== null) {
    usePasswordChangeStore.setState({ reason: null });
  }
});
