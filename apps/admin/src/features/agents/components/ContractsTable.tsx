import type { Contract } from '@fortuna/contracts/agents';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { formatAmount } from '../../finance/components/finance-meta';
import { CONTRACT_KIND_META, CONTRACT_STATUS_META, DIVIDEND_PERIOD_LABELS, isTerminable } from './agent-meta';
import { formatRate } from './rates';

interface ContractsTableProps {
  contracts: readonly Contract[];
  currencySymbol: string;
  /** Absent when staff may not terminate contracts. */
  onTerminate?: ((contract: Contract) => void) | undefined;
}

const REQUEST_LABELS = { new_contract: 'New contract', termination: 'Termination' } as const;

function Pending({ contract }: { contract: Contract }) {
  if (!contract.pendingRequest) return null;
  const by = contract.requestedBy ? ` by the ${contract.requestedBy}` : '';
  return (
    <span className="cell-sub muted">
      {REQUEST_LABELS[contract.pendingRequest]} requested{by}
    </span>
  );
}

export function ContractsTable({ contracts, currencySymbol, onTerminate }: ContractsTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table-dense agents-table" data-testid="contracts-table">
        <thead>
          <tr>
            <th scope="col">Contract</th>
            <th scope="col">Agent</th>
            <th scope="col">Upline</th>
            <th scope="col">Kind</th>
            <th scope="col">Tiers</th>
            <th scope="col">Status</th>
            <th scope="col">Dates</th>
            {onTerminate ? (
              <th scope="col" className="col-actions">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => {
            const status = CONTRACT_STATUS_META[contract.status];
            return (
              <tr
                key={contract.id}
                data-testid={`contract-row-${contract.id}`}
                className={isTerminable(contract) ? undefined : 'row-muted'}
              >
                <td className="nowrap">
                  <span className="mono cell-strong">#{contract.id}</span>
                  <span className="cell-sub muted">up to {formatRate(contract.maxRateBp)}</span>
                </td>
                <td className="nowrap">
                  <span className="mono cell-strong">{contract.downline.username}</span>
                  <span className="cell-sub muted">#{contract.downline.id}</span>
                </td>
                <td className="nowrap">
                  {contract.upline ? (
                    <>
                      <span className="mono">{contract.upline.username}</span>
                      <span className="cell-sub muted">#{contract.upline.id}</span>
                    </>
                  ) : (
                    <Badge tone="accent">Platform</Badge>
                  )}
                </td>
                <td className="nowrap">
                  {CONTRACT_KIND_META[contract.kind].label}
                  {contract.period ? (
                    <span className="cell-sub muted">{DIVIDEND_PERIOD_LABELS[contract.period]}</span>
                  ) : null}
                </td>
                <td>
                  <ol className="tier-list">
                    {contract.tiers.map((tier, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the contract
                      <li key={index} className="mono">
                        ≥{tier.minActiveMembers} active · ≥{formatAmount(tier.minTeamFigure, currencySymbol)} →{' '}
                        <strong>{formatRate(tier.rateBp)}</strong>
                      </li>
                    ))}
                  </ol>
                </td>
                <td>
                  <Badge tone={status.tone} dot testId="contract-status">
                    {status.label}
                  </Badge>
                  <Pending contract={contract} />
                </td>
                <td className="nowrap">
                  <span className="cell-sub" title="Created">
                    {formatDateTime(contract.createdAt)}
                  </span>
                  {contract.acceptedAt ? (
                    <span className="cell-sub muted">Accepted {formatDateTime(contract.acceptedAt)}</span>
                  ) : null}
                  {contract.endedAt ? (
                    <span className="cell-sub muted">Ended {formatDateTime(contract.endedAt)}</span>
                  ) : null}
                </td>
                {onTerminate ? (
                  <td className="col-actions">
                    {isTerminable(contract) ? (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm btn-ghost-danger"
                        data-testid={`contract-terminate-${contract.id}`}
                        aria-label={`Terminate contract ${contract.id} of ${contract.downline.username}`}
                        onClick={() => onTerminate(contract)}
                      >
                        <Icon name="close" size={14} /> Terminate
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
