import type { GameAdmin, VendorAdmin } from '@fortuna/contracts/catalogue';
import { useMemo } from 'react';
import { Icon } from '../../../ui/Icon';
import { EmptyState } from '../../../ui/StateViews';
import { countGamesByVendor } from './catalogue-meta';
import { VendorTable } from './VendorTable';

interface VendorsPanelProps {
  vendors: readonly VendorAdmin[];
  games: readonly GameAdmin[] | undefined;
  canManage: boolean;
  onAdd: () => void;
  onEdit: (vendor: VendorAdmin) => void;
  onShowGames: (vendorCode: string) => void;
}

export function VendorsPanel({ vendors, games, canManage, onAdd, onEdit, onShowGames }: VendorsPanelProps) {
  const gameCounts = useMemo(() => countGamesByVendor(games ?? []), [games]);
  if (vendors.length === 0) {
    return (
      <EmptyState title="No vendors yet — add the first one" icon="games" testId="vendors-empty">
        <p>A vendor is a game studio or provider. Add it here, then add its games on the Games tab.</p>
        {canManage ? (
          <button type="button" className="btn btn-primary" onClick={onAdd}>
            <Icon name="plus" size={16} /> Add a vendor
          </button>
        ) : (
          <p>Ask an administrator or operator to add them.</p>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="card-toolbar">
        <span className="toolbar-note">
          {vendors.length} {vendors.length === 1 ? 'vendor' : 'vendors'}
        </span>
        <span className="toolbar-note toolbar-end">Players see vendors in this order, lowest first.</span>
      </div>
      <VendorTable
        vendors={vendors}
        gameCounts={gameCounts}
        canManage={canManage}
        onEdit={onEdit}
        onShowGames={onShowGames}
      />
    </>
  );
}
