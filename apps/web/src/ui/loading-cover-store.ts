import { create } from 'zustand';

interface LoadingCoverState {
  isVisible: boolean;
}

/** The full-page loading cover shown while a screen or action is on its way. */
export const useLoadingCoverStore = create<LoadingCoverState>(() => ({ isVisible: false }));

export function showLoadingCover(): void {
  useLoadingCoverStore.setState({ isVisible: true });
}

export function hideLoadingCover(): void {
  useLoadingCoverStore.setState({ isVisible: false });
}
