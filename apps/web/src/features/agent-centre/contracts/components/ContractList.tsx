import type { Contract, ContractKind } from '@fortuna/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/StatePanel';
import { contractsQuery } from '../api/agent-contracts';
import type { ContractRole } from '../hooks/contract-model';
import { useContractActions } from '../hooks/useContractActions';
import { ContractCard } from './ContractCard';
import './contracts.css';

const OPEN_STATUSES: readonly Contract['status'][] = ['offered', 'terminating', 'active'];

/** Open contracts first (a waiting offer before the one in force), then the ended ones, newest first. */
function byRelevance(left: Contract, right: Contract): number {
  const rank = (contract: Contract) => {
    const index = OPEN_STATUSES.indexOf(contract.status);
    return index === -1 ? OPEN_STATUSES.length : index;
  };
  return rank(left) - rank(right) || right.createdAt.localeCompare(left.createdAt);
}

interface ContractListProps {
  kind: ContractKind;
  side: ContractRole;
  currencySymbol: string;
}

/**
 * The agent's contracts of one kind from one side: its own as the downline (`my-contract` cards) or
 * those it offered its downline agents (`offered-contract-<username>` cards).
 */
export function ContractList({ kind, side, currencySymbol }: ContractListProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const contracts = useQuery(contractsQuery(kind, side));
  const { run, busyId } = useContractActions();
  const isMine = side === 'downline';

  const renderBody = () => {
    if (contracts.isPending) return <LoadingState />;
    if (contracts.isError) {
      return (
        <ErrorState
          message={errorMessage(contracts.error)}
          onRetry={() => void contracts.refetch()}
          isRetrying={contracts.isFetching}
        />
      );
    }
    if (contracts.data.length === 0) {
      return (
        <EmptyState
          icon="receipt"
          title={t(isMine ? 'agentContracts.mineEmpty' : 'agentContracts.offeredEmpty')}
          text={t(isMine ? 'agentContracts.mineEmptyHint' : 'agentContracts.offeredEmptyHint')}
          testId={isMine ? 'my-contract-empty' : 'offered-contracts-empty'}
        />
      );
    }
    return (
      <div className="contract-list__cards">
        {[...contracts.data].sort(byRelevance).map((contract) => (
          <ContractCard
            key={contract.id}
            contract={contract}
            side={side}
            currencySymbol={currencySymbol}
            isBusy={busyId === contract.id}
            onAction={run}
            testId={isMine ? 'my-contract' : `offered-contract-${contract.downline.username}`}
          />
        ))}
      </div>
    );
  };

  return (
    <section className="contract-section" data-testid={isMine ? 'my-contracts' : 'offered-contracts'}>
      <h3 className="contract-section__title">
        {t(isMine ? 'agentContracts.mineTitle' : 'agentContracts.offeredTitle')}
      </h3>
      {renderBody()}
    </section>
  );
}
