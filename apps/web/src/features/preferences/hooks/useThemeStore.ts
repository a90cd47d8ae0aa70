import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage';

export type Theme = 'dark' | 'light';

const THEME_STORAGE_KEY = 'theme';
const THEME_COLORS: Record<Theme, string> = { dark: '#0b1220', light: '#f2f4f9' };

function readStoredTheme(): Theme {
  return readStorage('local', THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
}

/** Puts the theme on the document so the CSS variables switch. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

interface ThemeState {
  theme: Theme;
  toggleTheme: () => void;
}

/** Dark is the default; the choice is kept in localStorage under "theme". */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readStoredTheme(),
  toggleTheme: () => {
    const next: Theme = get().theme === 'dark' ? 'light' : 'dark';
    writeStorage('local', THEME_STORAGE_KEY, next);
    applyTheme(next);
    set({ theme: next });
  },
}));
