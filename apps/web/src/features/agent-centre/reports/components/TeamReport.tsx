import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { DateRangePicker } from '../../../../ui/DateRangePicker';
import { showDialog } from '../../../../ui/dialog-store';
import { Icon } from '../../../../ui/Icon';
import { Pagination } from '../../../../ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/StatePanel';
import { pageCount, useDayRange } from '../../contracts/hooks/day-range';
import { fetchAllTeamMembers, teamMembersQuery } from '../api/team-members';
import { downloadCsv, toCsv } from '../hooks/csv';
import { REPORT_CONFIGS, type ReportColumn, reportCsvRows, type TeamReportPage } from '../hooks/report-columns';
import { TeamReportTable } from './TeamReportTable';
import './reports.css';
import '../../../../i18n/account-texts';
import '../../contracts/components/contracts.css';

const PAGE_SIZE = 20;

/** P&L statements, team betting, user loss and downline transactions: per-member figures of the team. */
export function TeamReport({ page, currencySymbol }: { page: TeamReportPage; currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const config = REPORT_CONFIGS[page];
  const days = useDayRange();
  const [pageNo, setPageNo] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const base = days.query ? { ...days.query, sort: config.sort, order: config.order } : null;
  const report = useQuery(teamMembersQuery(base ? { ...base, pageNo, pageSize: PAGE_SIZE } : null));

  const columnLabel = (column: ReportColumn) => t(`agentReports.columns.${column}`);

  const exportCsv = async () => {
    if (!base || !days.query) return;
    setIsExporting(true);
    try {
      const all = await fetchAllTeamMembers(base);
      const rows = reportCsvRows(config, all.list, all.totals, {
        username: t('agentReports.columns.username'),
        upline: t('agentReports.columns.upline'),
        total: t('agentReports.total'),
        columns: {
          validBet: columnLabel('validBet'),
          stake: columnLabel('stake'),
          payout: columnLabel('payout'),
          profitLoss: columnLabel('profitLoss'),
          deposits: columnLabel('deposits'),
          withdrawals: columnLabel('withdrawals'),
          bonuses: columnLabel('bonuses'),
          betCount: columnLabel('betCount'),
        },
      });
      downloadCsv(`${page}-${days.query.from}-${days.query.to}.csv`, toCsv(rows));
    } catch (error) {
      showDialog({ icon: 'error', message: errorMessage(error) });
    } finally {
      setIsExporting(false);
    }
  };

  const renderBody = () => {
    if (base === null) return null;
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
    const data = report.data;
    if (data.list.length === 0) {
      return <EmptyState icon="chart" title={t('agentReports.empty')} testId={`report-${page}-empty`} />;
    }
    return (
      <>
        <TeamReportTable
          columns={config.columns}
          rows={data.list}
          totals={data.totals}
          currencySymbol={currencySymbol}
        />
        <div className="agent-footer">
          <span className="agent-footer__total">{t('agentReports.count', { count: data.total })}</span>
          <Pagination
            pageNo={data.pageNo}
            totalPages={pageCount(data.total, data.pageSize)}
            onPageChange={setPageNo}
            isDisabled={report.isFetching}
            testId={`report-${page}-pagination`}
          />
        </div>
      </>
    );
  };

  return (
    <div
      className={`agent-report${report.isPlaceholderData ? ' agent-updating' : ''}`}
      aria-busy={report.isFetching}
      data-testid={`report-${page}`}
    >
      <p className="contract-page__intro">{t(`agentReports.intro.${page}`)}</p>
      <DateRangePicker
        range={days.range}
        onChange={(range) => {
          days.setRange(range);
          setPageNo(1);
        }}
        timeZone={days.timeZone}
        testIdPrefix={`report-${page}-days`}
      />
      <div className="agent-report__tools">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => void exportCsv()}
          disabled={base === null || isExporting || (report.data?.total ?? 0) === 0}
          data-testid="report-csv"
        >
          <Icon name="download" size={16} />
          {t(isExporting ? 'agentReports.exporting' : 'agentReports.exportCsv')}
        </button>
      </div>
      {renderBody()}
    </div>
  );
}
