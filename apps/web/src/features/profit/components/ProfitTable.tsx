import type { BetTotals } from '@fortuna/contracts/bet-records';
import { useTranslation } from 'react-i18next';
import { formatDayKey } from '../../../lib/date-time';
import { formatMoneyValue, formatSignedMoney, localeTagOf, toneOf } from '../../bet-record/hooks/money-format';
import type { ProfitDayGroup } from '../hooks/profit-report';
import '../../../i18n/account-texts';

interface ProfitTableProps {
  groups: ProfitDayGroup[];
  totals: BetTotals;
  currencySymbol: string;
}

/** Profit by day (newest first) and game type, each day with its total, and the period's total below. */
export function ProfitTable({ groups, totals, currencySymbol }: ProfitTableProps) {
  const { t, i18n } = useTranslation();
  const dayFormat = new Intl.DateTimeFormat(localeTagOf(i18n.language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const dayText = (key: string) => formatDayKey(key, dayFormat);
  const headings = {
    gameType: t('profit.table.gameType'),
    rounds: t('profit.table.rounds'),
    stake: t('profit.table.stake'),
    validBet: t('profit.table.validBet'),
    payout: t('profit.table.payout'),
    profit: t('profit.table.profit'),
  };
  const money = (value: BetTotals['stake']) => formatMoneyValue(value, currencySymbol);
  const signed = (value: BetTotals['profit']) => (
    <span className={`money--${toneOf(value)}`} data-tone={toneOf(value)}>
      {formatSignedMoney(value, currencySymbol)}
    </span>
  );

  return (
    <div className="profit-table-wrap">
      <table className="profit-table" data-testid="profit-table">
        <thead>
          <tr>
            <th scope="col">{headings.gameType}</th>
            <th scope="col" className="profit-table__number">
              {headings.rounds}
            </th>
            <th scope="col" className="profit-table__number">
              {headings.stake}
            </th>
            <th scope="col" className="profit-table__number">
              {headings.validBet}
            </th>
            <th scope="col" className="profit-table__number">
              {headings.payout}
            </th>
            <th scope="col" className="profit-table__number">
              {headings.profit}
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.day} className="profit-day" data-testid="profit-day" data-day={group.day}>
            <tr className="profit-day__head">
              <th scope="rowgroup" colSpan={5} className="profit-day__date">
                {dayText(group.day)}
              </th>
              <td className="profit-table__number profit-day__total" data-testid="profit-day-total">
                <span className="visually-hidden">{t('profit.table.dayTotal')}: </span>
                {signed(group.totals.profit)}
              </td>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.gameType} className="profit-row" data-testid="profit-row" data-game-type={row.gameType}>
                <th scope="row" className="profit-row__type">
                  {t(`categories.${row.gameType}`)}
                </th>
                <td data-label={headings.rounds} className="profit-table__number">
                  {row.rounds.toLocaleString(localeTagOf(i18n.language))}
                </td>
                <td data-label={headings.stake} className="profit-table__number">
                  {money(row.stake)}
                </td>
                <td data-label={headings.validBet} className="profit-table__number">
                  {money(row.validBet)}
                </td>
                <td data-label={headings.payout} className="profit-table__number">
                  {money(row.payout)}
                </td>
                <td data-label={headings.profit} className="profit-table__number profit-row__profit">
                  {signed(row.profit)}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr className="profit-total" data-testid="profit-total">
            <th scope="row">{t('profit.table.total')}</th>
            <td data-label={headings.rounds} className="profit-table__number">
              {totals.rounds.toLocaleString(localeTagOf(i18n.language))}
            </td>
            <td data-label={headings.stake} className="profit-table__number">
              {money(totals.stake)}
            </td>
            <td data-label={headings.validBet} className="profit-table__number">
              {money(totals.validBet)}
            </td>
            <td data-label={headings.payout} className="profit-table__number">
              {money(totals.payout)}
            </td>
            <td data-label={headings.profit} className="profit-table__number profit-row__profit">
              {signed(totals.profit)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
