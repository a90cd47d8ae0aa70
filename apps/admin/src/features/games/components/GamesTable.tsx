import type { GameAdmin, VendorAdmin } from '@fortuna/contracts/catalogue';
import { Badge } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { RowActions } from '../../../ui/RowActions';
import { Switch } from '../../../ui/Switch';
import type { QuickGameChange } from '../hooks/useCatalogueMutations';
import {
  CATALOGUE_STATUSES,
  type CatalogueStatus,
  gameClassifyLabel,
  gameTypeLabel,
  STATUS_META,
} from './catalogue-meta';
import { GameIcon } from './GameIcon';

interface GamesTableProps {
  games: readonly GameAdmin[];
  vendorsByCode: ReadonlyMap<string, VendorAdmin>;
  canManage: boolean;
  /** Games with a quick change on its way to the server. */
  pendingIds: ReadonlySet<number>;
  onEdit: (game: GameAdmin) => void;
  onQuickChange: (game: GameAdmin, changes: QuickGameChange) => void;
}

function Flag({ isOn, label }: { isOn: boolean; label: string }) {
  return isOn ? (
    <span className="flag-on" title={label}>
      <Icon name="check" size={16} />
      <span className="sr-only">{label}</span>
    </span>
  ) : (
    <span className="muted" title={`Not ${label.toLowerCase()}`}>
      —
    </span>
  );
}

export function GamesTable({ games, vendorsByCode, canManage, pendingIds, onEdit, onQuickChange }: GamesTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table-dense catalogue-table" data-testid="games-table">
        <thead>
          <tr>
            <th scope="col" className="col-thumb">
              <span className="sr-only">Icon</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Vendor</th>
            <th scope="col">Game code</th>
            <th scope="col">Category</th>
            <th scope="col">Sub-category</th>
            <th scope="col" className="col-flag">
              Hot
            </th>
            <th scope="col" className="col-flag">
              New
            </th>
            <th scope="col" className="col-flag" title="Free trial">
              Trial
            </th>
            <th scope="col" className="col-num">
              Min bet
            </th>
            <th scope="col" className="col-num">
              Order
            </th>
            <th scope="col">Status</th>
            {canManage ? (
              <th scope="col" className="col-actions">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {games.map((game) => {
            const vendor = vendorsByCode.get(game.vendorCode);
            const isPending = pendingIds.has(game.id);
            return (
              <tr
                key={game.id}
                data-testid={`game-row-${game.vendorCode}-${game.gameCode}`}
                className={game.status === 'disabled' ? 'row-muted' : undefined}
              >
                <td className="col-thumb">
                  <GameIcon src={game.iconUrl} name={game.name} size="sm" />
                </td>
                <td className="cell-strong cell-name">{game.name}</td>
                <td className="nowrap">
                  {vendor?.name ?? game.vendorCode}
                  <span className="cell-sub muted mono">{game.vendorCode}</span>
                </td>
                <td className="mono cell-truncate" title={game.gameCode}>
                  {game.gameCode}
                </td>
                <td className="nowrap">{gameTypeLabel(game.gameType)}</td>
                <td className="nowrap">
                  {game.gameClassify ? gameClassifyLabel(game.gameClassify) : <span className="muted">—</span>}
                </td>
                <td className="col-flag">
                  {canManage ? (
                    <Switch
                      className="switch-sm"
                      data-testid="game-hot-toggle"
                      aria-label={`Hot: ${game.name}`}
                      checked={game.isHot}
                      disabled={isPending}
                      onCheckedChange={(isHot) => onQuickChange(game, { isHot })}
                    />
                  ) : (
                    <Flag isOn={game.isHot} label="Hot" />
                  )}
                </td>
                <td className="col-flag">
                  <Flag isOn={game.isNew} label="New" />
                </td>
                <td className="col-flag">
                  <Flag isOn={game.supportsTrial} label="Free trial" />
                </td>
                <td className="col-num mono nowrap">{game.minBet}</td>
                <td className="col-num mono">{game.sortOrder}</td>
                <td>
                  {canManage ? (
                    <select
                      className={`input input-sm status-select status-select-${game.status}`}
                      data-testid="game-status-select"
                      aria-label={`Status: ${game.name}`}
                      value={game.status}
                      disabled={isPending}
                      onChange={(event) => onQuickChange(game, { status: event.target.value as CatalogueStatus })}
                    >
                      {CATALOGUE_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {STATUS_META[status].label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <Badge tone={STATUS_META[game.status].tone} dot testId="game-status">
                      {STATUS_META[game.status].label}
                    </Badge>
                  )}
                </td>
                {canManage ? <RowActions name={game.name} testIdPrefix="game" onEdit={() => onEdit(game)} /> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
