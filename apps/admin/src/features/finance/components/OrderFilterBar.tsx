import type { Merchant } from '@fortuna/contracts/merchants';
import { useSearchInput } from '../../../lib/useSearchInput';
import { ClearAndRefresh } from '../../../ui/ClearAndRefresh';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { dateRangeProblem, type OrderFilters } from './order-filters';

interface OrderFilterBarProps {
  /** Names the controls' test ids: `${testIdPrefix}-status`. */
  testIdPrefix: string;
  merchants: readonly Merchant[];
  merchantId: number | undefined;
  filters: OrderFilters;
  statuses: readonly { value: string; label: string }[];
  isRefreshing: boolean;
  onChange: (changes: Partial<OrderFilters>, options?: { replace?: boolean }) => void;
  onRefresh: () => void;
}

/** Merchant, status, member and creation dates of a deposit or withdrawal queue. */
export function OrderFilterBar({
  testIdPrefix,
  merchants,
  merchantId,
  filters,
  statuses,
  isRefreshing,
  onChange,
  onRefresh,
}: OrderFilterBarProps) {
  const [memberText, setMemberText] = useSearchInput(filters.member, (member) =>
    onChange({ member: member.trim() }, { replace: true }),
  );
  const rangeProblem = dateRangeProblem(filters);
  const hasNarrowing = filters.member !== '' || filters.fromDate !== '' || filters.toDate !== '';
  return (
    <div className="card-toolbar filter-bar finance-filters">
      <MerchantFilter
        merchants={merchants}
        merchantId={merchantId}
        onChange={(id) => onChange({ merchantId: id })}
        testId={`${testIdPrefix}-merchant`}
      />
      <label className="filter filter-narrow">
        <span className="filter-label">Status</span>
        <select
          className="input input-sm"
          value={filters.status}
          data-testid={`${testIdPrefix}-status`}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </label>
      <label className="filter filter-member">
        <span className="filter-label">Member</span>
        <input
          type="search"
          className="input input-sm"
          placeholder="Username or account id"
          autoComplete="off"
          spellCheck={false}
          value={memberText}
          data-testid={`${testIdPrefix}-member`}
          onChange={(event) => setMemberText(event.target.value)}
        />
      </label>
      <fieldset className="filter filter-dates">
        <legend className="filter-label">Created</legend>
        <div className="date-range">
          <input
            type="date"
            className="input input-sm"
            aria-label="From date"
            value={filters.fromDate}
            max={filters.toDate || undefined}
            aria-invalid={rangeProblem ? true : undefined}
            data-testid={`${testIdPrefix}-from`}
            onChange={(event) => onChange({ fromDate: event.target.value })}
          />
          <span className="date-range-sep" aria-hidden="true">
            –
          </span>
          <input
            type="date"
            className="input input-sm"
            aria-label="To date"
            value={filters.toDate}
            min={filters.fromDate || undefined}
            aria-invalid={rangeProblem ? true : undefined}
            data-testid={`${testIdPrefix}-to`}
            onChange={(event) => onChange({ toDate: event.target.value })}
          />
        </div>
      </fieldset>
      <ClearAndRefresh
        canClear={hasNarrowing}
        onClear={() => onChange({ member: '', fromDate: '', toDate: '' })}
        isRefreshing={isRefreshing}
        onRefresh={onRefresh}
        refreshTestId={`${testIdPrefix}-refresh`}
      />
      {rangeProblem ? (
        <p className="field-error finance-filter-error" role="alert">
          {rangeProblem}
        </p>
      ) : null}
    </div>
  );
}
