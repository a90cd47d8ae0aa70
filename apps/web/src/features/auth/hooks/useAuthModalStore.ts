import { create } from 'zustand';

export type AuthModalMode = 'login' | 'register';

interface AuthModalState {
  mode: AuthModalMode | null;
}

/** Which account popup is open: the login popup or the registration modal. */
export const useAuthModalStore = create<AuthModalState>(() => ({ mode: null }));

export function openAuthModal(mode: AuthModalMode): void {
  useAuthModalStore.setState({ mode });
}

export function closeAuthModal(): void {
  useAuthModalStore.setState({ mode: null });
}
