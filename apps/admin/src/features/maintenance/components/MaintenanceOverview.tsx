import type { Merchant } from '@fortuna/contracts/merchants';
import { Link } from 'react-router';
import { Spinner } from '../../../ui/StateViews';
import { useMaintenance } from '../hooks/useMaintenance';
import { MaintenanceStatus } from './MaintenanceStatus';

function OverviewRow({ merchant }: { merchant: Merchant }) {
  const maintenance = useMaintenance(merchant.id);
  return (
    <tr data-testid={`maintenance-overview-${merchant.code}`}>
      <td>
        <span className="code-pill">{merchant.code}</span>
      </td>
      <td className="cell-strong">{merchant.name}</td>
      <td>
        {maintenance.isPending ? <Spinner /> : null}
        {maintenance.isError ? <span className="muted">Unavailable</span> : null}
        {maintenance.data ? <MaintenanceStatus isEnabled={maintenance.data.enabled} /> : null}
      </td>
      <td className="muted cell-truncate">
        {maintenance.data?.enabled ? maintenance.data.title || 'No title' : 'Player site is live'}
      </td>
    </tr>
  );
}

/** One line per merchant with its saved maintenance state, for the dashboard. */
export function MaintenanceOverview({ merchants }: { merchants: Merchant[] }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Merchant</th>
            <th scope="col">Maintenance</th>
            <th scope="col">Notice</th>
          </tr>
        </thead>
        <tbody>
          {merchants.map((merchant) => (
            <OverviewRow key={merchant.id} merchant={merchant} />
          ))}
        </tbody>
      </table>
      <div className="card-footer">
        <Link to="/maintenance" className="link">
          Manage maintenance →
        </Link>
      </div>
    </div>
  );
}
