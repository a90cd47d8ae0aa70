import { Icon } from './Icon';

interface RefreshButtonProps {
  isRefreshing: boolean;
  onRefresh: () => void;
  testId?: string;
  /** What is read again, for screen readers. */
  label?: string;
}

/** The toolbar's refresh icon button; the icon spins while the list is read again. */
export function RefreshButton({ isRefreshing, onRefresh, testId, label = 'Refresh the list' }: RefreshButtonProps) {
  return (
    <button
      type="button"
      className="icon-btn"
      title="Refresh"
      aria-label={label}
      data-testid={testId}
      disabled={isRefreshing}
      onClick={onRefresh}
    >
      <Icon name="refresh" size={16} className={isRefreshing ? 'icon-spin' : undefined} />
    </button>
  );
}
