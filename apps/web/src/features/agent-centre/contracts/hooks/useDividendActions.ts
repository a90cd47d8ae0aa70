import type { Settlement } from '@fortuna/contracts/agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../../ui/dialog-store';
import { agentContractsQueryRoot, approveDividend, requestDividend } from '../api/agent-contracts';
import { confirmAction } from '../components/confirm-action';
import type { SettlementRowAction } from '../components/SettlementTable';

/** Request a computed dividend, approve a downline's requested one; each asks first. */
export function useDividendActions() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ settlement, action }: { settlement: Settlement; action: SettlementRowAction }) =>
      action === 'request' ? requestDividend(settlement.id) : approveDividend(settlement.id),
    onSuccess: (_answer, { action }) =>
      showDialog({ icon: 'success', message: t(`agentContracts.done.${action}`), timeoutMs: 2000 }),
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentContractsQueryRoot }),
  });

  const run = (settlement: Settlement, action: SettlementRowAction) =>
    confirmAction({
      title: t(`agentContracts.actions.${action}`),
      message: t(`agentContracts.confirm.${action}`, { agent: settlement.agent.username }),
      confirmLabel: t('agentContracts.actions.confirm'),
      cancelLabel: t('agentContracts.actions.cancel'),
      onConfirm: () => mutation.mutate({ settlement, action }),
    });

  const busyId = mutation.isPending ? (mutation.variables?.settlement.id ?? null) : null;
  return { run, busyId };
}
