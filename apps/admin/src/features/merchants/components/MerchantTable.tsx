import type { Merchant } from '@fortuna/contracts/merchants';
import { Link } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';

interface MerchantTableProps {
  merchants: Merchant[];
  canManage: boolean;
  onEdit: (merchant: Merchant) => void;
}

function DomainsCell({ domains }: { domains: Merchant['domains'] }) {
  if (domains.length === 0) return <span className="muted">No domains</span>;
  const main = domains.find((item) => item.isMain) ?? domains[0];
  const others = domains.filter((item) => item !== main);
  return (
    <div className="domain-cell">
      {main ? (
        <span className="domain-main">
          {main.domain}
          {main.isMain ? <Badge tone="accent">main</Badge> : null}
        </span>
      ) : null}
      {others.length > 0 ? (
        <span className="muted" title={others.map((item) => item.domain).join('\n')}>
          +{others.length} more
        </span>
      ) : null}
    </div>
  );
}

export function MerchantTable({ merchants, canManage, onEdit }: MerchantTableProps) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="merchant-table">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">Currency</th>
            <th scope="col">Status</th>
            <th scope="col">Domains</th>
            <th scope="col">Created</th>
            <th scope="col" className="col-actions">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {merchants.map((merchant) => (
            <tr key={merchant.id} data-testid={`merchant-row-${merchant.code}`}>
              <td>
                <span className="code-pill">{merchant.code}</span>
              </td>
              <td className="cell-strong">{merchant.name}</td>
              <td>
                <span className="mono">{merchant.currency}</span>{' '}
                <span className="muted">{merchant.currencySymbol}</span>
              </td>
              <td>
                <Badge tone={merchant.status === 'active' ? 'success' : 'neutral'} dot>
                  {merchant.status === 'active' ? 'Active' : 'Disabled'}
                </Badge>
              </td>
              <td>
                <DomainsCell domains={merchant.domains} />
              </td>
              <td className="muted nowrap">{formatDateTime(merchant.createdAt)}</td>
              <td className="col-actions">
                <div className="row-actions">
                  <Link className="btn btn-ghost btn-sm" to={`/merchants/${merchant.id}/settings`}>
                    <Icon name="settings" size={16} /> Settings
                  </Link>
                  {canManage ? (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => onEdit(merchant)}>
                      <Icon name="edit" size={16} /> Edit
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
