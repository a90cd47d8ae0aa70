import type { Contract } from '@fortuna/contracts/agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../../ui/dialog-store';
import { agentContractsQueryRoot, answerContract } from '../api/agent-contracts';
import { confirmAction } from '../components/confirm-action';
import type { ContractAction } from './contract-model';

/** The text keys of an action's confirmation: an offer, a termination request or an active contract. */
function confirmKey(contract: Contract, action: ContractAction) {
  if (action === 'terminate') return contract.status === 'offered' ? 'withdraw' : 'terminate';
  const about = contract.status === 'terminating' ? 'Termination' : 'Offer';
  return `${action}${about}` as const;
}

/** Accept, reject and terminate with a confirmation first; the lists and the menu flags refresh after. */
export function useContractActions() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ contract, action }: { contract: Contract; action: ContractAction }) =>
      answerContract(contract.id, action),
    onSuccess: (_answer, { contract, action }) => {
      showDialog({
        icon: 'success',
        message: t(`agentContracts.done.${confirmKey(contract, action)}`),
        timeoutMs: 2000,
      });
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentContractsQueryRoot }),
  });

  const run = (contract: Contract, action: ContractAction) => {
    const key = confirmKey(contract, action);
    const kind = t(`agentContracts.kinds.${contract.kind}`);
    confirmAction({
      title: t(`agentContracts.actions.${key}`),
      message: t(`agentContracts.confirm.${key}`, { kind }),
      confirmLabel: t('agentContracts.actions.confirm'),
      cancelLabel: t('agentContracts.actions.cancel'),
      onConfirm: () => mutation.mutate({ contract, action }),
    });
  };

  const busyId = mutation.isPending ? (mutation.variables?.contract.id ?? null) : null;
  return { run, busyId };
}
