import { TRANSACTION_TYPES, type TransactionType } from '@fortuna/contracts/wallet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toDayKey } from '../../../lib/date-time';
import { Field } from '../../../ui/Field';
import { matchingShortcut, RANGE_SHORTCUTS, rangeToQuery } from '../hooks/history-range';
import type { HistoryFilters as Filters } from '../hooks/useHistoryFilters';

function isTransactionType(value: string): value is TransactionType {
  return TRANSACTION_TYPES.some((type) => type === value);
}

/** Type select, date shortcuts and custom from/to days. */
export function HistoryFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const id = useId();
  const now = new Date();
  const activeShortcut = matchingShortcut(filters.range, now);
  const isRangeValid = rangeToQuery(filters.range) !== null;
  const today = toDayKey(now);

  return (
    <div className="history-filters">
      <div className="history-filters__row">
        <Field label={t('history.type')} htmlFor={`${id}-type`} className="history-filters__type">
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
        <Field label={t('history.from')} htmlFor={`${id}-from`}>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={filters.range.fromDay}
            max={today}
            onChange={(event) => filters.setRange({ ...filters.range, fromDay: event.target.value })}
            aria-invalid={isRangeValid ? undefined : true}
            data-testid="history-from"
          />
        </Field>
        <Field label={t('history.to')} htmlFor={`${id}-to`}>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={filters.range.toDay}
            max={today}
            onChange={(event) => filters.setRange({ ...filters.range, toDay: event.target.value })}
            aria-invalid={isRangeValid ? undefined : true}
            data-testid="history-to"
          />
        </Field>
      </div>
      <fieldset className="history-filters__shortcuts">
        <legend className="visually-hidden">{t('history.quickRange')}</legend>
        {RANGE_SHORTCUTS.map((shortcut) => (
          <button
            key={shortcut}
            type="button"
            className={`chip${activeShortcut === shortcut ? ' chip--active' : ''}`}
            aria-pressed={activeShortcut === shortcut}
            onClick={() => filters.applyShortcut(shortcut)}
            data-testid={`history-range-${shortcut}`}
          >
            {t(`history.shortcuts.${shortcut}`)}
          </button>
        ))}
      </fieldset>
      {!isRangeValid && (
        <p className="field__error" role="alert">
          {t('history.badRange')}
        </p>
      )}
    </div>
  );
}
