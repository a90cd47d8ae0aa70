import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage';

const HIDE_BALANCE_KEY = 'hideBalance';

interface BalanceVisibilityState {
  isHidden: boolean;
  toggle: () => void;
}

/** Whether the header balance is masked; the choice is kept in localStorage across visits. */
export const useBalanceVisibility = create<BalanceVisibilityState>((set, get) => ({
  isHidden: readStorage('local', HIDE_BALANCE_KEY) === 'true',
  toggle: () => {
    const isHidden = !get().isHidden;
    writeStorage('local', HIDE_BALANCE_KEY, String(isHidden));
    set({ isHidden });
  },
}));
