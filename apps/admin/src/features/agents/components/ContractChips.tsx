import type { ContractKind, ContractStatus } from '@fortuna/contracts/agents';
import { CONTRACT_KIND_META, CONTRACT_STATUS_META, liveContracts } from './agent-meta';
import { formatRate } from './rates';

interface ChipContract {
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  maxRateBp: number;
}

/** "Daily 1.5%" per live contract; an offered or terminating one is marked as such. */
export function ContractChips({ contracts }: { contracts: readonly ChipContract[] }) {
  const live = liveContracts(contracts);
  if (live.length === 0) return <span className="muted agent-no-contract">No contract</span>;
  return (
    <span className="contract-chips">
      {live.map((contract) => {
        const pending =
          contract.status === 'active' ? '' : ` (${CONTRACT_STATUS_META[contract.status].label.toLowerCase()})`;
        return (
          <span
            key={contract.id}
            className={`contract-chip contract-chip-${contract.status}`}
            title={`${CONTRACT_KIND_META[contract.kind].label}, up to ${formatRate(contract.maxRateBp)}${pending}`}
            data-testid={`contract-chip-${contract.kind}`}
          >
            {CONTRACT_KIND_META[contract.kind].short} <strong>{formatRate(contract.maxRateBp)}</strong>
            {pending ? <span className="contract-chip-note">{pending.trim()}</span> : null}
          </span>
        );
      })}
    </span>
  );
}
