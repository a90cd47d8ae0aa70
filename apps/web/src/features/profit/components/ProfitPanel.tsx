import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { type DayRange, shortcutRange } from '../../../lib/date-range';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { BetTotalsStrip } from '../../bet-record/components/BetTotalsStrip';
import { profitQuery } from '../api/profit';
import { browserOffsetMinutes, buildProfitQuery, dailyProfits, profitDayGroups } from '../hooks/profit-report';
import { ProfitChart } from './ProfitChart';
import { ProfitTable } from './ProfitTable';
import './profit.css';
import '../../../i18n/account-texts';

/** The member centre's profit and loss (personalProfit): days, totals, the daily chart and the table. */
export function ProfitPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('previous7', new Date()));
  const request = buildProfitQuery(range, browserOffsetMinutes());
  const report = useQuery(profitQuery(request));

  const renderBody = () => {
    if (request === null) return null;
    if (report.isPending) return <LoadingState />;
    if (report.isError) {
      return (
        <ErrorState
          message={errorMessage(report.error)}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      );
    }
    const { rows, totals } = report.data;
    if (rows.length === 0) {
      return <EmptyState icon="chart" title={t('profit.empty')} text={t('profit.emptyHint')} testId="profit-empty" />;
    }
    return (
      <>
        <BetTotalsStrip totals={totals} currencySymbol={currencySymbol} testId="profit-totals" />
        <section className="profit-card" aria-labelledby="profit-chart-title">
          <header className="profit-card__head">
            <h3 id="profit-chart-title" className="profit-card__title">
              {t('profit.chart.title')}
            </h3>
            <p className="profit-card__hint">{t('profit.chart.hint')}</p>
          </header>
          <ProfitChart days={dailyProfits(rows, range)} currencySymbol={currencySymbol} />
        </section>
        <section className="profit-card profit-card--table" aria-labelledby="profit-table-title">
          <header className="profit-card__head">
            <h3 id="profit-table-title" className="profit-card__title">
              {t('profit.table.title')}
            </h3>
          </header>
          <ProfitTable groups={profitDayGroups(rows)} totals={totals} currencySymbol={currencySymbol} />
        </section>
      </>
    );
  };

  return (
    <div
      className={`profit-panel${report.isPlaceholderData ? ' profit-panel--updating' : ''}`}
      aria-busy={report.isFetching}
      data-testid="profit-panel"
    >
      <DateRangePicker range={range} onChange={setRange} testIdPrefix="profit" />
      {renderBody()}
    </div>
  );
}
