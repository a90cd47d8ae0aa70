import type { TeamFigures, TeamMemberRow } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue, formatSignedMoney, toneOf } from '../../../bet-record/hooks/money-format';
import { isMoneyColumn, type ReportColumn } from '../hooks/report-columns';
import '../../contracts/components/contracts.css';

interface TeamReportTableProps {
  columns: readonly ReportColumn[];
  rows: readonly TeamMemberRow[];
  totals: TeamFigures;
  currencySymbol: string;
}

/** One page of members with the report's figures and the whole range's totals; cards on phones. */
export function TeamReportTable({ columns, rows, totals, currencySymbol }: TeamReportTableProps) {
  const { t } = useTranslation();
  const labels = {
    username: t('agentReports.columns.username'),
    upline: t('agentReports.columns.upline'),
  };

  const cell = (figures: TeamFigures | TeamMemberRow, column: ReportColumn) => {
    const label = t(`agentReports.columns.${column}`);
    if (!isMoneyColumn(column)) {
      return (
        <td key={column} data-label={label} className="agent-table__number">
          {figures[column]}
        </td>
      );
    }
    const value = figures[column];
    const isResult = column === 'profitLoss';
    return (
      <td
        key={column}
        data-label={label}
        className={`agent-table__number${isResult ? ` agent-money agent-money--${toneOf(value)}` : ''}`}
        data-testid={`report-cell-${column}`}
      >
        {isResult ? formatSignedMoney(value, currencySymbol) : formatMoneyValue(value, currencySymbol)}
      </td>
    );
  };

  return (
    <div className="agent-table-wrap">
      <table className="agent-table" data-testid="report-table">
        <thead>
          <tr>
            <th scope="col">{labels.username}</th>
            <th scope="col">{labels.upline}</th>
            {columns.map((column) => (
              <th key={column} scope="col" className="agent-table__number">
                {t(`agentReports.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.accountId} data-testid={`report-row-${row.username}`}>
              <th scope="row" data-label={labels.username} className="agent-table__name">
                {row.username}
                <span className="agent-table__sub">{t('agentReports.depth', { depth: row.depth })}</span>
              </th>
              <td data-label={labels.upline}>{row.uplineUsername ?? '—'}</td>
              {columns.map((column) => cell(row, column))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="agent-table__totals" data-testid="report-totals">
            <th scope="row" data-label={labels.username}>
              {t('agentReports.total')}
            </th>
            <td data-label={labels.upline} className="agent-table__empty-cell" />
            {columns.map((column) => cell(totals, column))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
