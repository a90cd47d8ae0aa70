import type { Settlement } from '@fortuna/contracts/agents';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue, toneOf } from '../../../bet-record/hooks/money-format';
import { formatRateBp } from '../hooks/contract-model';
import { deductionsTotal, formatPeriod } from '../hooks/settlement-format';
import './contracts.css';

export type SettlementRowAction = 'request' | 'approve';

interface SettlementTableProps {
  settlements: readonly Settlement[];
  currencySymbol: string;
  /** Shows each record's contract kind (lists of every kind). */
  showKind?: boolean;
  /** Shows whose record it is (the downlines' dividends). */
  showAgent?: boolean;
  /** Dividends: the carried loss columns. */
  showCarry?: boolean;
  /** The button of a record the caller can move on: request a computed dividend, approve a requested one. */
  actionFor?: (settlement: Settlement) => SettlementRowAction | null;
  busyId?: number | null;
  onAction?: (settlement: Settlement, action: SettlementRowAction) => void;
}

/** Settlement records (spec contract records); on phones each row becomes a labelled card. */
export function SettlementTable({
  settlements,
  currencySymbol,
  showKind = false,
  showAgent = false,
  showCarry = false,
  actionFor,
  busyId = null,
  onAction,
}: SettlementTableProps) {
  const { t } = useTranslation();
  const money = (value: Settlement['amount']) => formatMoneyValue(value, currencySymbol);
  const h = (key: keyof typeof columns) => columns[key];
  const columns = {
    period: t('agentContracts.records.period'),
    kind: t('agentContracts.records.kind'),
    agent: t('agentContracts.records.agent'),
    rate: t('agentContracts.records.rate'),
    figure: t(
      showCarry
        ? 'agentContracts.records.teamNetLoss'
        : showKind
          ? 'agentContracts.records.teamFigure'
          : 'agentContracts.records.teamValidBet',
    ),
    members: t('agentContracts.records.activeMembers'),
    gross: t('agentContracts.records.gross'),
    deductions: t('agentContracts.records.deductions'),
    carryIn: t('agentContracts.records.carryIn'),
    carryOut: t('agentContracts.records.carryOut'),
    amount: t('agentContracts.records.amount'),
    status: t('agentContracts.records.status'),
    action: t('agentContracts.records.action'),
  };
  const hasActions = actionFor !== undefined;
  /** The right-aligned figures between the record's names and its amount, in column order. */
  const figures: { key: keyof typeof columns; value: (settlement: Settlement) => ReactNode }[] = [
    { key: 'rate', value: (settlement) => formatRateBp(settlement.rateBp) },
    { key: 'figure', value: (settlement) => money(settlement.teamFigure) },
    { key: 'members', value: (settlement) => settlement.activeMembers },
    { key: 'gross', value: (settlement) => money(settlement.gross) },
    { key: 'deductions', value: (settlement) => money(deductionsTotal(settlement)) },
    ...(showCarry
      ? [
          { key: 'carryIn' as const, value: (settlement: Settlement) => money(settlement.carryIn) },
          { key: 'carryOut' as const, value: (settlement: Settlement) => money(settlement.carryOut) },
        ]
      : []),
  ];

  return (
    <div className="agent-table-wrap">
      <table className="agent-table" data-testid="settlement-table">
        <thead>
          <tr>
            <th scope="col">{h('period')}</th>
            {showKind && <th scope="col">{h('kind')}</th>}
            {showAgent && <th scope="col">{h('agent')}</th>}
            {figures.map((figure) => (
              <th key={figure.key} scope="col" className="agent-table__number">
                {h(figure.key)}
              </th>
            ))}
            <th scope="col" className="agent-table__number">
              {h('amount')}
            </th>
            <th scope="col">{h('status')}</th>
            {hasActions && <th scope="col">{h('action')}</th>}
          </tr>
        </thead>
        <tbody>
          {settlements.map((settlement) => {
            const action = actionFor?.(settlement) ?? null;
            return (
              <tr key={settlement.id} data-testid="settlement-row" data-status={settlement.status}>
                <td data-label={h('period')} className="agent-table__time">
                  {formatPeriod(settlement.periodStart, settlement.periodEnd)}
                </td>
                {showKind && <td data-label={h('kind')}>{t(`agentContracts.kinds.${settlement.kind}`)}</td>}
                {showAgent && <td data-label={h('agent')}>{settlement.agent.username}</td>}
                {figures.map((figure) => (
                  <td key={figure.key} data-label={h(figure.key)} className="agent-table__number">
                    {figure.value(settlement)}
                  </td>
                ))}
                <td
                  data-label={h('amount')}
                  className={`agent-table__number agent-money agent-money--${toneOf(settlement.amount)}`}
                  data-testid="settlement-amount"
                >
                  {money(settlement.amount)}
                </td>
                <td data-label={h('status')}>
                  <span
                    className={`settlement-status settlement-status--${settlement.status}`}
                    data-testid="settlement-status"
                  >
                    {t(`agentContracts.settlementStatuses.${settlement.status}`)}
                  </span>
                </td>
                {hasActions && (
                  <td data-label={h('action')}>
                    {action ? (
                      <button
                        type="button"
                        className="btn btn--primary btn--small"
                        disabled={busyId === settlement.id}
                        onClick={() => onAction?.(settlement, action)}
                        data-testid={`dividend-${action}`}
                      >
                        {t(`agentContracts.actions.${action}`)}
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
