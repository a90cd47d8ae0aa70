import type { VendorAdmin } from '@fortuna/contracts/catalogue';
import { Badge } from '../../../ui/Badge';
import { RowActions } from '../../../ui/RowActions';
import { GAME_TYPE_LABELS, STATUS_META, WALLET_MODE_META } from './catalogue-meta';
import { GameIcon } from './GameIcon';

interface VendorTableProps {
  vendors: readonly VendorAdmin[];
  gameCounts: ReadonlyMap<string, number>;
  canManage: boolean;
  onEdit: (vendor: VendorAdmin) => void;
  onShowGames: (vendorCode: string) => void;
}

export function VendorTable({ vendors, gameCounts, canManage, onEdit, onShowGames }: VendorTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table-dense catalogue-table" data-testid="vendors-table">
        <thead>
          <tr>
            <th scope="col" className="col-thumb">
              <span className="sr-only">Icon</span>
            </th>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col">Wallet</th>
            <th scope="col">Status</th>
            <th scope="col" className="col-num">
              Order
            </th>
            <th scope="col" className="col-num">
              Games
            </th>
            {canManage ? (
              <th scope="col" className="col-actions">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {vendors.map((vendor) => {
            const count = gameCounts.get(vendor.code) ?? 0;
            return (
              <tr
                key={vendor.id}
                data-testid={`vendor-row-${vendor.code}`}
                className={vendor.status === 'disabled' ? 'row-muted' : undefined}
              >
                <td className="col-thumb">
                  <GameIcon src={vendor.iconUrl} name={vendor.name} size="sm" />
                </td>
                <td>
                  <span className="code-pill">{vendor.code}</span>
                </td>
                <td className="cell-strong">{vendor.name}</td>
                <td className="nowrap">
                  {GAME_TYPE_LABELS[vendor.gameType]}
                  <span className="cell-sub muted mono">{vendor.gameType}</span>
                </td>
                <td className="nowrap" title={WALLET_MODE_META[vendor.walletMode].hint}>
                  {WALLET_MODE_META[vendor.walletMode].label}
                </td>
                <td>
                  <Badge tone={STATUS_META[vendor.status].tone} dot testId="vendor-status">
                    {STATUS_META[vendor.status].label}
                  </Badge>
                </td>
                <td className="col-num mono">{vendor.sortOrder}</td>
                <td className="col-num">
                  {count > 0 ? (
                    <button
                      type="button"
                      className="link-btn"
                      title={`Show the games of ${vendor.name}`}
                      onClick={() => onShowGames(vendor.code)}
                    >
                      {count}
                    </button>
                  ) : (
                    <span className="muted">0</span>
                  )}
                </td>
                {canManage ? (
                  <RowActions name={vendor.name} testIdPrefix="vendor" onEdit={() => onEdit(vendor)} />
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
