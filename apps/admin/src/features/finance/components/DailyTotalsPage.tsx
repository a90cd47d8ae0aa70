import { parseMinor } from '@fortuna/contracts/money';
import type { DailyTotal } from '@fortuna/contracts/payments-admin';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { dailyTotalsQuery, paymentSettingsQuery } from '../api/reports.api';
import { useFinanceMerchant } from '../hooks/useFinanceMerchant';
import { DailyTotalsChart } from './DailyTotalsChart';
import { dayLabel, defaultRange, rangeProblem, summarize, todayIn } from './daily-totals';
import { FinancePage } from './FinancePage';
import { formatMinor } from './finance-meta';

function Stat({ label, value, note, tone }: { label: string; value: string; note: string; tone: string }) {
  return (
    <div className={`stat-card ${tone}`}>
      <p className="stat-label">{label}</p>
      <p className="stat-value mono">{value}</p>
      <p className="stat-note">{note}</p>
    </div>
  );
}

function TotalsTable({ days, currencySymbol }: { days: readonly DailyTotal[]; currencySymbol: string }) {
  const summary = summarize(days);
  const money = (minor: bigint) => formatMinor(minor, currencySymbol);
  return (
    <div className="table-wrap">
      <table className="table table-dense finance-table" data-testid="daily-totals-table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="col-num">
              Deposits
            </th>
            <th scope="col" className="col-num">
              Deposited
            </th>
            <th scope="col" className="col-num">
              Withdrawals
            </th>
            <th scope="col" className="col-num">
              Paid out
            </th>
            <th scope="col" className="col-num">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => {
            const net = parseMinor(day.depositSum.amountMinor) - parseMinor(day.withdrawalSum.amountMinor);
            return (
              <tr key={day.date} data-testid={`daily-total-${day.date}`}>
                <th scope="row" className="nowrap">
                  <span className="cell-strong">{dayLabel(day.date)}</span>
                  <span className="cell-sub muted mono">{day.date}</span>
                </th>
                <td className="col-num mono">{day.depositCount}</td>
                <td className="col-num mono">{money(parseMinor(day.depositSum.amountMinor))}</td>
                <td className="col-num mono">{day.withdrawalCount}</td>
                <td className="col-num mono">{money(parseMinor(day.withdrawalSum.amountMinor))}</td>
                <td className={net < 0n ? 'col-num mono amount-negative' : 'col-num mono'}>{money(net)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="col-num mono">{summary.depositCount}</td>
            <td className="col-num mono">{money(summary.depositMinor)}</td>
            <td className="col-num mono">{summary.withdrawalCount}</td>
            <td className="col-num mono">{money(summary.withdrawalMinor)}</td>
            <td className={summary.netMinor < 0n ? 'col-num mono amount-negative' : 'col-num mono'}>
              {money(summary.netMinor)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Credited deposits and paid withdrawals per day for a date range, cut in the merchant's time zone. */
export function DailyTotalsPage() {
  const { merchants, merchantId, currencySymbol, setMerchantId } = useFinanceMerchant();
  // Days are the merchant's: "today" is read in its payment time zone, which may be a day ahead of the browser.
  const settings = useQuery({ ...paymentSettingsQuery(merchantId ?? 0), enabled: merchantId !== undefined });
  const initial = useMemo(() => defaultRange(todayIn(settings.data?.timeZone)), [settings.data?.timeZone]);
  const [chosen, setChosen] = useState<{ fromDate?: string; toDate?: string }>({});
  const fromDate = chosen.fromDate ?? initial.fromDate;
  const toDate = chosen.toDate ?? initial.toDate;
  const problem = rangeProblem(fromDate, toDate);
  const totals = useQuery({
    ...dailyTotalsQuery(merchantId ?? 0, fromDate, toDate),
    enabled: merchantId !== undefined && problem === null && !settings.isPending,
  });
  const days = totals.data?.days ?? [];
  const summary = summarize(days);
  const hasMovement = summary.depositCount + summary.withdrawalCount > 0;

  return (
    <FinancePage
      testId="daily-totals-page"
      title="Daily totals"
      description="Credited deposits and paid withdrawals per day. Days are cut in the merchant's payment time zone."
    >
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={setMerchantId}
            testId="daily-totals-merchant"
          />
          <fieldset className="filter filter-dates">
            <legend className="filter-label">Days</legend>
            <div className="date-range">
              <input
                type="date"
                className="input input-sm"
                aria-label="From date"
                value={fromDate}
                data-testid="daily-totals-from"
                aria-invalid={problem ? true : undefined}
                onChange={(event) => setChosen((range) => ({ ...range, fromDate: event.target.value }))}
              />
              <span className="date-range-sep" aria-hidden="true">
                –
              </span>
              <input
                type="date"
                className="input input-sm"
                aria-label="To date"
                value={toDate}
                data-testid="daily-totals-to"
                aria-invalid={problem ? true : undefined}
                onChange={(event) => setChosen((range) => ({ ...range, toDate: event.target.value }))}
              />
            </div>
          </fieldset>
          {totals.data ? (
            <div className="toolbar-end">
              <span className="toolbar-note">Time zone: {totals.data.timeZone}</span>
            </div>
          ) : null}
          {problem ? (
            <p className="field-error finance-filter-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        {totals.isPending && merchantId !== undefined && problem === null ? <LoadingBlock /> : null}
        {totals.isError ? <ErrorBlock error={totals.error} onRetry={() => void totals.refetch()} /> : null}
        {totals.data ? (
          <div className={totals.isPlaceholderData ? 'finance-card-body is-refreshing' : 'finance-card-body'}>
            <div className="stat-grid totals-stats">
              <Stat
                label="Deposited"
                value={formatMinor(summary.depositMinor, currencySymbol)}
                note={`${summary.depositCount} credited deposits`}
                tone="stat-success"
              />
              <Stat
                label="Paid out"
                value={formatMinor(summary.withdrawalMinor, currencySymbol)}
                note={`${summary.withdrawalCount} paid withdrawals`}
                tone="stat-warning"
              />
              <Stat
                label="Net"
                value={formatMinor(summary.netMinor, currencySymbol)}
                note="Deposited less paid out"
                tone="stat-accent"
              />
            </div>
            {hasMovement ? (
              <DailyTotalsChart days={days} currencySymbol={currencySymbol} />
            ) : (
              <EmptyState title="No money moved in these days" icon="info" testId="daily-totals-empty" />
            )}
          </div>
        ) : null}
      </section>
      {totals.data && days.length > 0 ? (
        <section className="card card-flush totals-table-card">
          <TotalsTable days={days} currencySymbol={currencySymbol} />
        </section>
      ) : null}
    </FinancePage>
  );
}
