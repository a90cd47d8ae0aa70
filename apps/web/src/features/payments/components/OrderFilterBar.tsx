import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { Field } from '../../../ui/Field';
import type { OrderFilters } from '../hooks/useOrderFilters';
import '../../../i18n/account-texts';

interface OrderFilterBarProps {
  filters: OrderFilters;
  statuses: readonly { value: string; label: string }[];
  testIdPrefix: string;
}

/** Status select, from/to days and the date shortcuts: the shared date-range picker of the dated lists. */
export function OrderFilterBar({ filters, statuses, testIdPrefix }: OrderFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <DateRangePicker range={filters.range} onChange={filters.setRange} testIdPrefix={testIdPrefix}>
      <Field label={t('payments.orders.status')} htmlFor={`${id}-status`}>
        <select
          id={`${id}-status`}
          className="input"
          value={filters.status}
          onChange={(event) => filters.setStatus(event.target.value)}
          data-testid={`${testIdPrefix}-status`}
        >
          <option value="">{t('payments.orders.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </Field>
    </DateRangePicker>
  );
}
