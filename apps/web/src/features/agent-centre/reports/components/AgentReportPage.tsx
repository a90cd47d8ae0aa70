import { SettlementRecords } from '../../contracts/components/SettlementRecords';
import { isTeamReportPage, type TeamReportPage } from '../hooks/report-columns';
import { IncomeReport } from './IncomeReport';
import { TeamReport } from './TeamReport';
import '../../contracts/components/contracts.css';
import '../../../../i18n/account-texts';

export type AgentReportPageId = TeamReportPage | 'myIncome' | 'agentRevenueReport' | 'dividendRecord';

/** The agent centre's reports: team figures per member, the agent's income, and its dividend records. */
export function AgentReportPage({ page, currencySymbol }: { page: AgentReportPageId; currencySymbol: string }) {
  if (isTeamReportPage(page)) return <TeamReport key={page} page={page} currencySymbol={currencySymbol} />;
  if (page === 'dividendRecord') {
    return (
      <div className="contract-page">
        <SettlementRecords kind="dividend" currencySymbol={currencySymbol} testId="dividend-records" />
      </div>
    );
  }
  return <IncomeReport key={page} testId={`report-${page}`} currencySymbol={currencySymbol} />;
}
