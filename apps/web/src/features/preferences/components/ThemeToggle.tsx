import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { useThemeStore } from '../hooks/useThemeStore';

interface ThemeToggleProps {
  className?: string;
  testId?: string;
}

/** Switches between the dark and light themes. */
export function ThemeToggle({ className = 'icon-btn', testId = 'theme-toggle' }: ThemeToggleProps) {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className={className}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
    </button>
  );
}
