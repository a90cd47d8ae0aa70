import type { GameAdmin, VendorAdmin } from '@fortuna/contracts/catalogue';
import { useMemo } from 'react';
import { Icon } from '../../../ui/Icon';
import { EmptyState } from '../../../ui/StateViews';
import type { QuickGameChange } from '../hooks/useCatalogueMutations';
import { filterGames, type GameFilters, hasGameFilters } from './catalogue-meta';
import { GameFilterBar } from './GameFilterBar';
import { GamesTable } from './GamesTable';

interface GamesPanelProps {
  games: readonly GameAdmin[];
  vendors: readonly VendorAdmin[];
  filters: GameFilters;
  searchText: string;
  canManage: boolean;
  pendingIds: ReadonlySet<number>;
  onFiltersChange: (changes: Partial<GameFilters>) => void;
  onSearchChange: (text: string) => void;
  onClearFilters: () => void;
  onAdd: () => void;
  onAddVendor: () => void;
  onEdit: (game: GameAdmin) => void;
  onQuickChange: (game: GameAdmin, changes: QuickGameChange) => void;
}

function NoGames({
  canManage,
  hasVendors,
  onAdd,
  onAddVendor,
}: Pick<GamesPanelProps, 'canManage' | 'onAdd' | 'onAddVendor'> & { hasVendors: boolean }) {
  if (!hasVendors) {
    return (
      <EmptyState title="No games yet — add a vendor first" icon="games" testId="games-empty">
        <p>Every game belongs to a vendor. Add the vendor that provides it, then add its games here.</p>
        {canManage ? (
          <button type="button" className="btn btn-primary" onClick={onAddVendor}>
            <Icon name="plus" size={16} /> Add a vendor
          </button>
        ) : (
          <p>Ask an administrator or operator to add them.</p>
        )}
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No games yet — add the first one" icon="games" testId="games-empty">
      <p>Games you add show in the player lobbies under their category and vendor.</p>
      {canManage ? (
        <button type="button" className="btn btn-primary" onClick={onAdd}>
          <Icon name="plus" size={16} /> Add a game
        </button>
      ) : (
        <p>Ask an administrator or operator to add them.</p>
      )}
    </EmptyState>
  );
}

export function GamesPanel(props: GamesPanelProps) {
  const { games, vendors, filters, canManage } = props;
  const shown = useMemo(() => filterGames(games, filters), [games, filters]);
  const vendorsByCode = useMemo(() => new Map(vendors.map((vendor) => [vendor.code, vendor])), [vendors]);

  if (games.length === 0) {
    return (
      <NoGames
        canManage={canManage}
        hasVendors={vendors.length > 0}
        onAdd={props.onAdd}
        onAddVendor={props.onAddVendor}
      />
    );
  }
  return (
    <>
      <GameFilterBar
        filters={filters}
        searchText={props.searchText}
        vendors={vendors}
        shown={shown.length}
        total={games.length}
        isFiltered={hasGameFilters(filters)}
        onChange={props.onFiltersChange}
        onSearchChange={props.onSearchChange}
        onClear={props.onClearFilters}
      />
      {shown.length === 0 ? (
        <EmptyState title="No games match these filters" icon="search" testId="games-no-match">
          <p>Try another category, vendor or status, or a shorter search.</p>
          <button type="button" className="btn btn-ghost" onClick={props.onClearFilters}>
            Clear filters
          </button>
        </EmptyState>
      ) : (
        <GamesTable
          games={shown}
          vendorsByCode={vendorsByCode}
          canManage={canManage}
          pendingIds={props.pendingIds}
          onEdit={props.onEdit}
          onQuickChange={props.onQuickChange}
        />
      )}
    </>
  );
}
