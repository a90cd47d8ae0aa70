import { BET_STATUSES } from '@fortuna/contracts/bet-records';
import { GAME_TYPES } from '@fortuna/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { Field } from '../../../ui/Field';
import { vendorListQuery } from '../../games/api/games';
import { ALL, isBetStatus, isGameType, keptVendor, vendorOptions } from '../hooks/bet-record-query';
import type { BetRecordFilters as Filters } from '../hooks/useBetRecordFilters';
import '../../../i18n/account-texts';

/** Game type, provider and status selects on the date picker's row, then the days and their shortcuts. */
export function BetRecordFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const id = useId();
  const vendors = useQuery(vendorListQuery());
  const allVendors = vendors.data ?? [];
  const offered = vendorOptions(allVendors, filters.gameType);
  // A vendor chosen before the list arrived (or no longer listed) stays selectable.
  const hasChosenVendor = filters.vendor === ALL || offered.some((option) => option.code === filters.vendor);

  return (
    <DateRangePicker range={filters.range} onChange={filters.setRange} testIdPrefix="bet-record">
      <Field label={t('betRecord.filters.gameType')} htmlFor={`${id}-type`}>
        <select
          id={`${id}-type`}
          className="input"
          value={filters.gameType}
          onChange={(event) => {
            const value = event.target.value;
            const gameType = isGameType(value) ? value : ALL;
            filters.setGameType(gameType, keptVendor(filters.vendor, vendorOptions(allVendors, gameType)));
          }}
          data-testid="bet-record-filter-game-type"
        >
          <option value={ALL}>{t('betRecord.filters.allGameTypes')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`categories.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('betRecord.filters.vendor')} htmlFor={`${id}-vendor`}>
        <select
          id={`${id}-vendor`}
          className="input"
          value={filters.vendor}
          onChange={(event) => filters.setVendor(event.target.value)}
          data-testid="bet-record-filter-vendor"
        >
          <option value={ALL}>{t('betRecord.filters.allVendors')}</option>
          {!hasChosenVendor && <option value={filters.vendor}>{filters.vendor}</option>}
          {offered.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('betRecord.filters.status')} htmlFor={`${id}-status`}>
        <select
          id={`${id}-status`}
          className="input"
          value={filters.status}
          onChange={(event) => {
            const value = event.target.value;
            filters.setStatus(isBetStatus(value) ? value : ALL);
          }}
          data-testid="bet-record-filter-status"
        >
          <option value={ALL}>{t('betRecord.filters.allStatuses')}</option>
          {BET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`betRecord.statuses.${status}`)}
            </option>
          ))}
        </select>
      </Field>
    </DateRangePicker>
  );
}
