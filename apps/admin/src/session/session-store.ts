import type { SignedInStaff } from '@fortuna/contracts/staff';
import { create } from 'zustand';

const TOKEN_KEY = 'adminToken';

function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lives only in memory.
  }
}

interface SessionState {
  token: string | null;
  staff: SignedInStaff | null;
  /** Shown on the login page after the session ended on its own (expired or revoked). */
  notice: string | null;
  signIn: (token: string, staff: SignedInStaff) => void;
  setStaff: (staff: SignedInStaff) => void;
  signOut: (notice?: string) => void;
  clearNotice: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  token: readStoredToken(),
  staff: null,
  notice: null,
  signIn: (token, staff) => {
    writeStoredToken(token);
    set({ token, staff, notice: null });
  },
  setStaff: (staff) => set({ staff }),
  signOut: (notice) => {
    writeStoredToken(null);
    set({ token: null, staff: null, notice: notice ?? null });
  },
  clearNotice: () => set({ notice: null }),
}));
