import type { Settlement } from '@fortuna/contracts/agents';
import { Fragment, useState } from 'react';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { formatAmount, formatMinor, isZero } from '../../finance/components/finance-meta';
import { CONTRACT_KIND_META, canApproveDividend, deductionsMinor, SETTLEMENT_STATUS_META } from './agent-meta';
import { formatRate } from './rates';

interface SettlementsTableProps {
  settlements: readonly Settlement[];
  currencySymbol: string;
  /** Contracts the platform gave top-level agents: their requested dividends are approved here. Unknown while loading. */
  platformContracts: ReadonlySet<number> | undefined;
  /** Absent when staff may not approve dividends. */
  onApprove?: ((settlement: Settlement) => void) | undefined;
}

const HEADINGS: readonly { label: string; isNumeric?: boolean; title?: string }[] = [
  { label: 'Period' },
  { label: 'Agent' },
  { label: 'Team figure', isNumeric: true, title: 'Team valid bet (salaries) or net loss (dividends)' },
  { label: 'Active', isNumeric: true },
  { label: 'Rate', isNumeric: true },
  { label: 'Gross', isNumeric: true },
  { label: 'Deductions', isNumeric: true },
  { label: 'Carry in', isNumeric: true, title: 'Loss carried from earlier periods (dividends)' },
  { label: 'Carry out', isNumeric: true, title: 'Loss carried on to the next period (dividends)' },
  { label: 'Amount', isNumeric: true },
  { label: 'Status' },
  { label: 'Paid' },
];
/** The headings and the actions column. */
const COLUMNS = HEADINGS.length + 1;

const DASH = <span className="muted">—</span>;

function Deductions({ settlement, currencySymbol }: { settlement: Settlement; currencySymbol: string }) {
  return (
    <table className="table table-dense deductions-table" data-testid={`settlement-deductions-${settlement.id}`}>
      <thead>
        <tr>
          <th scope="col">Downline agent</th>
          <th scope="col" className="col-num">
            Team figure
          </th>
          <th scope="col" className="col-num">
            Rate
          </th>
          <th scope="col" className="col-num">
            Earned (deducted)
          </th>
        </tr>
      </thead>
      <tbody>
        {settlement.deductions.map((deduction) => (
          <tr key={deduction.downlineId}>
            <td className="mono">
              {deduction.username} <span className="muted">#{deduction.downlineId}</span>
            </td>
            <td className="col-num mono">{formatAmount(deduction.teamFigure, currencySymbol)}</td>
            <td className="col-num mono">{formatRate(deduction.rateBp)}</td>
            <td className="col-num mono">{formatAmount(deduction.amount, currencySymbol)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Action({
  settlement,
  platformContracts,
  onApprove,
}: Pick<SettlementsTableProps, 'platformContracts' | 'onApprove'> & { settlement: Settlement }) {
  if (settlement.kind !== 'dividend' || settlement.status !== 'requested' || !platformContracts) return null;
  if (!canApproveDividend(settlement, platformContracts)) {
    return (
      <span className="muted nowrap" title="A downline agent's dividend is approved by its upline">
        Upline approves
      </span>
    );
  }
  if (!onApprove) return <span className="muted nowrap">Awaiting approval</span>;
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      data-testid={`settlement-approve-${settlement.id}`}
      aria-label={`Approve the dividend of ${settlement.agent.username}`}
      onClick={() => onApprove(settlement)}
    >
      <Icon name="check" size={14} /> Approve
    </button>
  );
}

/** Each settled period with what it was computed from: team figure, active members, rate, deductions and carry. */
export function SettlementsTable({ settlements, currencySymbol, platformContracts, onApprove }: SettlementsTableProps) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const money = (value: Settlement['amount']) => formatAmount(value, currencySymbol);
  /** A dash for nothing carried. */
  const carry = (value: Settlement['amount']) => (isZero(value) ? DASH : money(value));

  function toggle(id: number) {
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <div className="table-wrap">
      <table className="table table-dense agents-table settlements-table" data-testid="settlements-table">
        <thead>
          <tr>
            {HEADINGS.map((heading) => (
              <th
                key={heading.label}
                scope="col"
                className={heading.isNumeric ? 'col-num' : undefined}
                title={heading.title}
              >
                {heading.label}
              </th>
            ))}
            <th scope="col" className="col-actions">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {settlements.map((settlement) => {
            const status = SETTLEMENT_STATUS_META[settlement.status];
            const isOpen = opened.has(settlement.id);
            const hasDeductions = settlement.deductions.length > 0;
            return (
              <Fragment key={settlement.id}>
                <tr data-testid={`settlement-row-${settlement.id}`}>
                  <td className="nowrap">
                    <span className="cell-strong">{CONTRACT_KIND_META[settlement.kind].label}</span>
                    <span className="cell-sub muted">{formatDateTime(settlement.periodStart)}</span>
                    <span className="cell-sub muted">to {formatDateTime(settlement.periodEnd)}</span>
                  </td>
                  <td className="nowrap">
                    <span className="mono cell-strong">{settlement.agent.username}</span>
                    <span className="cell-sub muted">
                      #{settlement.agent.id} · contract #{settlement.contractId}
                    </span>
                  </td>
                  <td className="col-num mono">{money(settlement.teamFigure)}</td>
                  <td className="col-num mono">{settlement.activeMembers}</td>
                  <td className="col-num mono">{formatRate(settlement.rateBp)}</td>
                  <td className="col-num mono">{money(settlement.gross)}</td>
                  <td className="col-num mono">
                    {hasDeductions ? (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm deductions-toggle"
                        aria-expanded={isOpen}
                        data-testid={`settlement-deductions-toggle-${settlement.id}`}
                        onClick={() => toggle(settlement.id)}
                      >
                        −{formatMinor(deductionsMinor(settlement), currencySymbol)}
                        <span className="muted">({settlement.deductions.length})</span>
                        <Icon name={isOpen ? 'chevronDown' : 'chevronRight'} size={14} />
                      </button>
                    ) : (
                      DASH
                    )}
                  </td>
                  <td className="col-num mono">{carry(settlement.carryIn)}</td>
                  <td className="col-num mono">{carry(settlement.carryOut)}</td>
                  <td className="col-num mono cell-strong">{money(settlement.amount)}</td>
                  <td>
                    <Badge tone={status.tone} dot testId="settlement-status">
                      {status.label}
                    </Badge>
                  </td>
                  <td className="nowrap">
                    {settlement.paidAt ? <span className="cell-sub">{formatDateTime(settlement.paidAt)}</span> : DASH}
                  </td>
                  <td className="col-actions">
                    <Action settlement={settlement} platformContracts={platformContracts} onApprove={onApprove} />
                  </td>
                </tr>
                {isOpen ? (
                  <tr className="deductions-row">
                    <td colSpan={COLUMNS}>
                      <Deductions settlement={settlement} currencySymbol={currencySymbol} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
