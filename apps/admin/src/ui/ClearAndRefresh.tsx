import { RefreshButton } from './RefreshButton';

interface ClearAndRefreshProps {
  /** Shows "Clear filters" while any filter narrows the list. */
  canClear: boolean;
  onClear: () => void;
  isRefreshing: boolean;
  onRefresh: () => void;
  refreshTestId: string;
}

/** The right end of a filter toolbar: clear the filters (when any is set) and refresh the list. */
export function ClearAndRefresh({ canClear, onClear, isRefreshing, onRefresh, refreshTestId }: ClearAndRefreshProps) {
  return (
    <div className="toolbar-end">
      {canClear ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
          Clear filters
        </button>
      ) : null}
      <RefreshButton isRefreshing={isRefreshing} onRefresh={onRefresh} testId={refreshTestId} />
    </div>
  );
}
