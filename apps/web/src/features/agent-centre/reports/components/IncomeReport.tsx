import { CONTRACT_KINDS } from '@fortuna/contracts/agents';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../../ui/DateRangePicker';
import { formatMoneyValue, toneOf } from '../../../bet-record/hooks/money-format';
import { settlementsQuery } from '../../contracts/api/agent-contracts';
import { SettlementRecords } from '../../contracts/components/SettlementRecords';
import { useDayRange } from '../../contracts/hooks/day-range';
import { incomeRecordsQuery } from '../api/income';
import { dailyAmounts } from '../hooks/income-series';
import { IncomeChart } from './IncomeChart';
import './reports.css';
import '../../contracts/components/contracts.css';
import '../../../../i18n/account-texts';

/**
 * My income and the revenue report: the agent's own settlements over chosen days, as totals per
 * contract kind, a bar per day and the records.
 */
export function IncomeReport({ testId, currencySymbol }: { testId: string; currencySymbol: string }) {
  const { t } = useTranslation();
  const days = useDayRange();
  const range = days.query;
  const totals = useQueries({
    queries: CONTRACT_KINDS.map((kind) =>
      settlementsQuery(range ? { ...range, kind, scope: 'mine', pageNo: 1, pageSize: 1 } : null),
    ),
  });
  const records = useQuery(incomeRecordsQuery(range));
  const points = range && records.data ? dailyAmounts(records.data.list, range.from, range.to) : [];

  return (
    <div className="agent-report" data-testid={testId}>
      <p className="contract-page__intro">{t('agentReports.income.intro')}</p>
      <DateRangePicker
        range={days.range}
        onChange={days.setRange}
        timeZone={days.timeZone}
        testIdPrefix={`${testId}-days`}
      />
      <ul className="income-totals" aria-label={t('agentReports.income.totalsLabel')}>
        {CONTRACT_KINDS.map((kind, index) => {
          const amount = totals[index]?.data?.totalAmount;
          return (
            <li key={kind} className="income-totals__item" data-testid={`income-total-${kind}`}>
              <span className="income-totals__kind">{t(`agentContracts.kinds.${kind}`)}</span>
              <strong className={`income-totals__amount agent-money agent-money--${amount ? toneOf(amount) : 'zero'}`}>
                {amount ? formatMoneyValue(amount, currencySymbol) : '—'}
              </strong>
            </li>
          );
        })}
      </ul>
      {points.length > 0 && <IncomeChart points={points} currencySymbol={currencySymbol} />}
      {records.data && !records.data.isComplete && (
        <p className="agent-note">{t('agentReports.income.partialChart')}</p>
      )}
      <SettlementRecords
        key={range ? `${range.from}/${range.to}` : 'none'}
        days={days}
        currencySymbol={currencySymbol}
        title={t('agentContracts.records.title')}
      />
    </div>
  );
}
