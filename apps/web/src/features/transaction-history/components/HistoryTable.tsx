import type { Transaction } from '@fortuna/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import { displayMoney, signOfAmount } from '../../../lib/money-display';
import { transactionDetail } from '../hooks/transaction-detail';
import '../../../i18n/account-texts';

const AMOUNT_TONE = { 1: 'positive', 0: 'zero', [-1]: 'negative' } as const;

/** The transactions of one page; on phones every row becomes a labelled card. */
export function HistoryTable({
  transactions,
  currencySymbol,
}: {
  transactions: Transaction[];
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const headings = {
    time: t('history.columns.time'),
    type: t('history.columns.type'),
    amount: t('history.columns.amount'),
    balanceAfter: t('history.columns.balanceAfter'),
    status: t('history.columns.status'),
    remark: t('history.columns.remark'),
  };

  return (
    <div className="history-table-wrap">
      <table className="history-table" data-testid="history-table">
        <thead>
          <tr>
            <th scope="col">{headings.time}</th>
            <th scope="col">{headings.type}</th>
            <th scope="col" className="history-table__number">
              {headings.amount}
            </th>
            <th scope="col" className="history-table__number">
              {headings.balanceAfter}
            </th>
            <th scope="col">{headings.status}</th>
            <th scope="col">{headings.remark}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const amount = { minor: transaction.amountMinor, decimal: transaction.amount };
            const sign = signOfAmount(amount);
            const money = displayMoney(amount, currencySymbol);
            const [day, time] = formatDateTime(transaction.time).split(' ');
            const detail = transactionDetail(transaction.kind, sign);
            return (
              <tr key={transaction.id} data-testid="history-row">
                <td data-label={headings.time} className="history-table__time">
                  <span>{day}</span> <span className="history-table__sub">{time}</span>
                </td>
                <td data-label={headings.type}>
                  <span>{t(`history.types.${transaction.type}`)}</span>
                  {detail && <span className="history-table__sub">{t(`history.details.${detail}`)}</span>}
                </td>
                <td
                  data-label={headings.amount}
                  className={`history-table__number history-amount history-amount--${AMOUNT_TONE[sign]}`}
                  data-testid="history-amount"
                >
                  {sign > 0 ? `+${money}` : money}
                </td>
                <td data-label={headings.balanceAfter} className="history-table__number">
                  {transaction.balanceAfter === null
                    ? '—'
                    : displayMoney({ decimal: transaction.balanceAfter }, currencySymbol)}
                </td>
                <td data-label={headings.status}>
                  <span className={`history-status history-status--${transaction.status}`}>
                    {t(`history.statuses.${transaction.status}`)}
                  </span>
                </td>
                <td data-label={headings.remark} className="history-table__remark">
                  {transaction.remark || '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
