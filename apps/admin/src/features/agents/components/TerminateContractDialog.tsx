import type { Contract } from '@fortuna/contracts/agents';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast-store';
import { terminateContract } from '../api/contracts.api';
import { useAgentAction } from '../hooks/useAgentAction';
import { CONTRACT_KIND_META } from './agent-meta';

interface TerminateContractDialogProps {
  contract: Contract;
  onClose: () => void;
}

/** Asks before ending a contract: from then on its periods are no longer settled. */
export function TerminateContractDialog({ contract, onClose }: TerminateContractDialogProps) {
  const action = useAgentAction(terminateContract);
  const kind = CONTRACT_KIND_META[contract.kind].label.toLowerCase();
  const isOffer = contract.status === 'offered';

  function handleConfirm() {
    action.mutate(contract.id, {
      onSuccess: () => {
        toast.success(`Contract #${contract.id} of ${contract.downline.username} terminated`);
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      title={isOffer ? 'Withdraw this offer?' : 'Terminate this contract?'}
      testId="contract-terminate-dialog"
      confirmTestId="contract-terminate-confirm"
      confirmLabel="Terminate"
      pendingLabel="Terminating…"
      tone="danger"
      isPending={action.isPending}
      error={action.isError ? action.error : null}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <p>
        The {kind} contract <strong className="mono">#{contract.id}</strong> of{' '}
        <strong className="mono">{contract.downline.username}</strong>
        {contract.upline ? (
          <>
            {' '}
            with <span className="mono">{contract.upline.username}</span>
          </>
        ) : (
          ' with the platform'
        )}{' '}
        ends now.
      </p>
      <p className="muted">
        {isOffer
          ? 'The agent can no longer accept it.'
          : 'Periods that have not been settled yet are no longer paid under it. This cannot be undone: a new contract must be offered.'}
      </p>
    </ConfirmDialog>
  );
}
