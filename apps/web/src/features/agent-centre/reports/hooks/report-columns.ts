import type { TeamFigures, TeamMemberRow, TeamMembersQuery } from '@fortuna/contracts/agents';

export const TEAM_REPORT_PAGES = [
  'palStatementsAgentCopy',
  'teamBetting',
  'userLoss',
  'agentDownlineTransactionDetailsCopy',
] as const;
export type TeamReportPage = (typeof TEAM_REPORT_PAGES)[number];

type MoneyField = 'validBet' | 'stake' | 'payout' | 'profitLoss' | 'deposits' | 'withdrawals' | 'bonuses';
export type ReportColumn = MoneyField | 'betCount';

export interface ReportConfig {
  sort: TeamMembersQuery['sort'];
  order: TeamMembersQuery['order'];
  columns: readonly ReportColumn[];
}

/** Each report's order and figures; every report starts with the member and its upline. */
export const REPORT_CONFIGS: Record<TeamReportPage, ReportConfig> = {
  palStatementsAgentCopy: {
    sort: 'profitLoss',
    order: 'desc',
    columns: ['betCount', 'stake', 'validBet', 'payout', 'bonuses', 'profitLoss'],
  },
  teamBetting: { sort: 'validBet', order: 'desc', columns: ['betCount', 'stake', 'validBet', 'payout', 'profitLoss'] },
  userLoss: { sort: 'profitLoss', order: 'asc', columns: ['validBet', 'profitLoss', 'deposits', 'withdrawals'] },
  agentDownlineTransactionDetailsCopy: {
    sort: 'deposits',
    order: 'desc',
    columns: ['deposits', 'withdrawals', 'bonuses'],
  },
};

export function isTeamReportPage(page: string): page is TeamReportPage {
  return (TEAM_REPORT_PAGES as readonly string[]).includes(page);
}

export function isMoneyColumn(column: ReportColumn): column is MoneyField {
  return column !== 'betCount';
}

/** A figure as plain text for a file: the decimal amount (no grouping or symbol), or the count. */
export function plainFigure(figures: TeamFigures | TeamMemberRow, column: ReportColumn): string {
  return isMoneyColumn(column) ? figures[column].amount.replaceAll(',', '') : String(figures[column]);
}

export interface CsvLabels {
  username: string;
  upline: string;
  total: string;
  columns: Record<ReportColumn, string>;
}

/** The report as CSV cells: a heading row, one row per member, then the totals. */
export function reportCsvRows(
  config: ReportConfig,
  rows: readonly TeamMemberRow[],
  totals: TeamFigures,
  labels: CsvLabels,
): string[][] {
  return [
    [labels.username, labels.upline, ...config.columns.map((column) => labels.columns[column])],
    ...rows.map((row) => [
      row.username,
      row.uplineUsername ?? '',
      ...config.columns.map((column) => plainFigure(row, column)),
    ]),
    [labels.total, '', ...config.columns.map((column) => plainFigure(totals, column))],
  ];
}
