import type { TeamFigures, TeamMemberRow } from '@fortuna/contracts/agents';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { isTeamReportPage, REPORT_CONFIGS, reportCsvRows } from './report-columns';

const money = (amount: string) => ({
  amount,
  amountMinor: String(Math.round(Number(amount.replaceAll(',', '')) * 100)),
});

const figures: TeamFigures = {
  validBet: money('1,000.00'),
  stake: money('1,200.00'),
  payout: money('900.00'),
  profitLoss: money('-300.00'),
  deposits: money('500.00'),
  withdrawals: money('0.00'),
  bonuses: money('0.00'),
  activeMembers: 1,
  betCount: 12,
};

const row: TeamMemberRow = {
  ...(({ activeMembers: _ignored, ...rest }) => rest)(figures),
  accountId: 7,
  username: '=evil',
  uplineUsername: null,
  depth: 1,
};

describe('team reports', () => {
  it('orders each report as the spec asks', () => {
    expect(REPORT_CONFIGS.userLoss).toMatchObject({ sort: 'profitLoss', order: 'asc' });
    expect(REPORT_CONFIGS.teamBetting).toMatchObject({ sort: 'validBet', order: 'desc' });
    expect(REPORT_CONFIGS.palStatementsAgentCopy.sort).toBe('profitLoss');
    expect(REPORT_CONFIGS.agentDownlineTransactionDetailsCopy.columns).toContain('withdrawals');
    expect(isTeamReportPage('userLoss')).toBe(true);
    expect(isTeamReportPage('myIncome')).toBe(false);
  });

  it('builds the CSV rows with plain amounts and a totals row', () => {
    const labels = {
      username: 'Member',
      upline: 'Upline',
      total: 'Total',
      columns: {
        validBet: 'Valid bet',
        stake: 'Stake',
        payout: 'Payout',
        profitLoss: 'P&L',
        deposits: 'Deposits',
        withdrawals: 'Withdrawals',
        bonuses: 'Bonuses',
        betCount: 'Bets',
      },
    };
    const rows = reportCsvRows(REPORT_CONFIGS.userLoss, [row], figures, labels);
    expect(rows).toEqual([
      ['Member', 'Upline', 'Valid bet', 'P&L', 'Deposits', 'Withdrawals'],
      ['=evil', '', '1000.00', '-300.00', '500.00', '0.00'],
      ['Total', '', '1000.00', '-300.00', '500.00', '0.00'],
    ]);
    expect(toCsv(rows).split('\r\n')[1]).toBe("'=evil,,1000.00,-300.00,500.00,0.00");
  });
});
