import { create } from 'zustand';

export type AuthModalMode = 'login' | 'register' | 'forgot';

interface AuthModalState {
  mode: AuthModalMode | null;
}

/** Which account popup is open: login, registration or forgotten password. */
export const useAuthModalStore = create<AuthModalState>(() => ({ mode: null }));

export function openAuthModal(mode: AuthModalMode): void {
  useAuthModalStore.setState({ mode });
}

export function closeAuthModal(): void {
  useAuthModalStore.setState({ mode: null });
}
