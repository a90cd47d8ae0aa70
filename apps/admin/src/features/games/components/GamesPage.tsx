import type { GameAdmin, VendorAdmin } from '@fortuna/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchInput } from '../../../lib/useSearchInput';
import { useCanManageCatalogue } from '../../../session/permissions';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Alert, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { Tabs } from '../../../ui/Tabs';
import { gamesQuery, vendorsQuery } from '../api/catalogue.api';
import { usePendingQuickChanges, useQuickGameChange } from '../hooks/useCatalogueMutations';
import { type GameFilters, NO_GAME_FILTERS, readGameFilters, writeGameFilters } from './catalogue-meta';
import { GameFormDialog } from './GameFormDialog';
import { GamesPanel } from './GamesPanel';
import { VendorFormDialog } from './VendorFormDialog';
import { VendorsPanel } from './VendorsPanel';

type TabKey = 'games' | 'vendors';

type Editing = { kind: 'vendor'; vendor?: VendorAdmin } | { kind: 'game'; game?: GameAdmin };

const SEARCH_DELAY_MS = 150;

export function GamesPage() {
  const canManage = useCanManageCatalogue();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'vendors' ? 'vendors' : 'games';
  const filters = useMemo(() => readGameFilters(params), [params]);
  const vendors = useQuery(vendorsQuery);
  const games = useQuery(gamesQuery);
  const quickChange = useQuickGameChange();
  const pendingIds = usePendingQuickChanges();
  const [editing, setEditing] = useState<Editing | null>(null);

  const updateFilters = useCallback(
    (changes: Partial<GameFilters>, replace = false) =>
      setParams((current) => writeGameFilters({ ...readGameFilters(current), ...changes }, current), { replace }),
    [setParams],
  );
  const [searchText, setSearchText] = useSearchInput(
    filters.search,
    (search) => updateFilters({ search }, true),
    SEARCH_DELAY_MS,
  );

  function showTab(next: TabKey, changes: Partial<GameFilters> = {}) {
    setParams((current) => {
      const nextParams = writeGameFilters({ ...readGameFilters(current), ...changes }, current);
      if (next === 'vendors') nextParams.set('tab', 'vendors');
      else nextParams.delete('tab');
      return nextParams;
    });
  }

  const vendorList = vendors.data ?? [];
  const addButton =
    tab === 'vendors' ? (
      <button
        type="button"
        className="btn btn-primary"
        data-testid="vendor-create"
        onClick={() => setEditing({ kind: 'vendor' })}
      >
        <Icon name="plus" size={16} /> Add vendor
      </button>
    ) : (
      <button
        type="button"
        className="btn btn-primary"
        data-testid="game-create"
        disabled={!vendors.data || vendorList.length === 0}
        title={vendors.data && vendorList.length === 0 ? 'Add a vendor first' : undefined}
        onClick={() => setEditing({ kind: 'game' })}
      >
        <Icon name="plus" size={16} /> Add game
      </button>
    );

  const query = tab === 'vendors' ? vendors : games;
  return (
    <div data-testid="games-page">
      <PageHeader
        title="Games"
        description="The game catalogue players see: vendors and their games, by category, with hot and new flags, minimum bets and maintenance."
        actions={canManage ? addButton : null}
      />
      {canManage ? null : (
        <div className="page-notice">
          <Alert tone="info">Read only: only administrators and operators can change vendors and games.</Alert>
        </div>
      )}
      <Tabs
        label="Catalogue"
        tabs={[
          { key: 'games', label: games.data ? `Games (${games.data.length})` : 'Games' },
          { key: 'vendors', label: vendors.data ? `Vendors (${vendors.data.length})` : 'Vendors' },
        ]}
        active={tab}
        onChange={(next) => showTab(next)}
      />
      <section
        className="card card-flush tab-panel"
        role="tabpanel"
        id={`tabpanel-${tab}`}
        aria-labelledby={`tab-${tab}`}
      >
        {query.isPending || (tab === 'games' && vendors.isPending) ? <LoadingBlock /> : null}
        {vendors.isError ? <ErrorBlock error={vendors.error} onRetry={() => void vendors.refetch()} /> : null}
        {tab === 'games' && games.isError ? (
          <ErrorBlock error={games.error} onRetry={() => void games.refetch()} />
        ) : null}
        {tab === 'vendors' && vendors.data ? (
          <VendorsPanel
            vendors={vendors.data}
            games={games.data}
            canManage={canManage}
            onAdd={() => setEditing({ kind: 'vendor' })}
            onEdit={(vendor) => setEditing({ kind: 'vendor', vendor })}
            onShowGames={(vendorCode) => showTab('games', { ...NO_GAME_FILTERS, vendorCode })}
          />
        ) : null}
        {tab === 'games' && games.data && vendors.data ? (
          <GamesPanel
            games={games.data}
            vendors={vendors.data}
            filters={filters}
            searchText={searchText}
            canManage={canManage}
            pendingIds={pendingIds}
            onFiltersChange={(changes) => updateFilters(changes)}
            onSearchChange={setSearchText}
            onClearFilters={() => {
              setSearchText('');
              updateFilters(NO_GAME_FILTERS);
            }}
            onAdd={() => setEditing({ kind: 'game' })}
            onAddVendor={() => {
              showTab('vendors');
              setEditing({ kind: 'vendor' });
            }}
            onEdit={(game) => setEditing({ kind: 'game', game })}
            onQuickChange={(game, changes) => quickChange.mutate({ game, changes })}
          />
        ) : null}
      </section>
      {editing?.kind === 'vendor' ? (
        <VendorFormDialog vendor={editing.vendor} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'game' ? (
        <GameFormDialog
          game={editing.game}
          vendors={vendorList}
          preferredVendorCode={filters.vendorCode}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
