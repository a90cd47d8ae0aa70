import { TRANSACTION_TYPES, type TransactionType } from '@fortuna/contracts/wallet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { Field } from '../../../ui/Field';
import type { HistoryFilters as Filters } from '../hooks/useHistoryFilters';
import '../../../i18n/account-texts';

function isTransactionType(value: string): value is TransactionType {
  return TRANSACTION_TYPES.some((type) => type === value);
}

/** Type select, date shortcuts and custom from/to days. */
export function HistoryFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <DateRangePicker range={filters.range} onChange={filters.setRange} testIdPrefix="history">
      <Field label={t('history.type')} htmlFor={`${id}-type`}>
        <select
          id={`${id}-type`}
          className="input"
          value={filters.type}
          onChange={(event) => {
            if (isTransactionType(event.target.value)) filters.setType(event.target.value);
          }}
          data-testid="history-type"
        >
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`history.types.${type}`)}
            </option>
          ))}
        </select>
      </Field>
    </DateRangePicker>
  );
}
