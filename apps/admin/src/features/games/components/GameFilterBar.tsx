import { GAME_TYPES, type VendorAdmin } from '@fortuna/contracts/catalogue';
import { CATALOGUE_STATUSES, GAME_TYPE_LABELS, type GameFilters, STATUS_META } from './catalogue-meta';

interface GameFilterBarProps {
  filters: GameFilters;
  /** The text in the search box, which reaches `filters` after a short pause. */
  searchText: string;
  vendors: readonly VendorAdmin[];
  shown: number;
  total: number;
  isFiltered: boolean;
  onChange: (changes: Partial<GameFilters>) => void;
  onSearchChange: (text: string) => void;
  onClear: () => void;
}

export function GameFilterBar({
  filters,
  searchText,
  vendors,
  shown,
  total,
  isFiltered,
  onChange,
  onSearchChange,
  onClear,
}: GameFilterBarProps) {
  const hasVendor = filters.vendorCode === '' || vendors.some((vendor) => vendor.code === filters.vendorCode);
  return (
    <div className="card-toolbar filter-bar">
      <label className="filter filter-grow">
        <span className="filter-label">Name</span>
        <input
          type="search"
          className="input input-sm"
          placeholder="Search name or game code"
          autoComplete="off"
          spellCheck={false}
          value={searchText}
          data-testid="games-search"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </label>
      <label className="filter">
        <span className="filter-label">Category</span>
        <select
          className="input input-sm"
          value={filters.gameType}
          data-testid="games-filter-type"
          onChange={(event) => onChange({ gameType: event.target.value as GameFilters['gameType'] })}
        >
          <option value="">All categories</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {GAME_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="filter">
        <span className="filter-label">Vendor</span>
        <select
          className="input input-sm"
          value={filters.vendorCode}
          data-testid="games-filter-vendor"
          onChange={(event) => onChange({ vendorCode: event.target.value })}
        >
          <option value="">All vendors</option>
          {hasVendor ? null : <option value={filters.vendorCode}>{filters.vendorCode}</option>}
          {vendors.map((vendor) => (
            <option key={vendor.id} value={vendor.code}>
              {vendor.name} ({vendor.code})
            </option>
          ))}
        </select>
      </label>
      <label className="filter filter-narrow">
        <span className="filter-label">Status</span>
        <select
          className="input input-sm"
          value={filters.status}
          data-testid="games-filter-status"
          onChange={(event) => onChange({ status: event.target.value as GameFilters['status'] })}
        >
          <option value="">Any status</option>
          {CATALOGUE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_META[status].label}
            </option>
          ))}
        </select>
      </label>
      <div className="toolbar-end">
        <span className="toolbar-note" data-testid="games-count" aria-live="polite">
          {isFiltered ? `${shown} of ${total} games` : `${total} ${total === 1 ? 'game' : 'games'}`}
        </span>
        {isFiltered ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </div>
  );
}
