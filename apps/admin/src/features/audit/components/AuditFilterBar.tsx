import type { Merchant } from '@fortuna/contracts/merchants';
import type { AuditFilters } from '../api/audit.api';

/** Actions the platform records today; others seen in the log are added as they appear. */
const COMMON_ACTIONS = [
  'merchant.create',
  'merchant.update',
  'merchant.settings.update',
  'merchant.maintenance.update',
  'staff.create',
] as const;

interface AuditFilterBarProps {
  filters: AuditFilters;
  merchants: readonly Merchant[];
  /** Actions seen so far in this visit. */
  seenActions: ReadonlySet<string>;
  onChange: (changes: Partial<AuditFilters>) => void;
}

export function AuditFilterBar({ filters, merchants, seenActions, onChange }: AuditFilterBarProps) {
  const actions = [
    ...new Set<string>([...COMMON_ACTIONS, ...seenActions, ...(filters.action ? [filters.action] : [])]),
  ];
  actions.sort();
  const hasFilters = filters.merchantId !== undefined || filters.action !== undefined;

  return (
    <div className="card-toolbar filter-bar">
      <label className="filter">
        <span className="filter-label">Merchant</span>
        <select
          className="input input-sm"
          value={filters.merchantId ?? ''}
          data-testid="audit-filter-merchant"
          onChange={(event) => onChange({ merchantId: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">All merchants</option>
          {merchants.map((merchant) => (
            <option key={merchant.id} value={merchant.id}>
              {merchant.code} · {merchant.name}
            </option>
          ))}
        </select>
      </label>
      <label className="filter">
        <span className="filter-label">Action</span>
        <select
          className="input input-sm"
          value={filters.action ?? ''}
          data-testid="audit-filter-action"
          onChange={(event) => onChange({ action: event.target.value || undefined })}
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </label>
      {hasFilters ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onChange({ merchantId: undefined, action: undefined })}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
