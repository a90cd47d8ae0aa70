import type { Settlement } from '@fortuna/contracts/agents';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDateTime } from '../../../ui/format';
import { toast } from '../../../ui/toast-store';
import { formatAmount } from '../../finance/components/finance-meta';
import { approveDividend } from '../api/settlements.api';
import { useAgentAction } from '../hooks/useAgentAction';

interface ApproveDividendDialogProps {
  settlement: Settlement;
  currencySymbol: string;
  onClose: () => void;
}

/** Asks before paying a top-level agent the dividend it requested. */
export function ApproveDividendDialog({ settlement, currencySymbol, onClose }: ApproveDividendDialogProps) {
  const approve = useAgentAction(approveDividend);
  const amount = formatAmount(settlement.amount, currencySymbol);

  function handleConfirm() {
    approve.mutate(settlement.id, {
      onSuccess: () => {
        toast.success(`Dividend of ${amount} paid to ${settlement.agent.username}`);
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      title="Approve this dividend?"
      testId="dividend-approve-dialog"
      confirmTestId="dividend-approve-confirm"
      confirmLabel={`Pay ${amount}`}
      pendingLabel="Paying…"
      tone="primary"
      isPending={approve.isPending}
      error={approve.isError ? approve.error : null}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <p>
        <strong>{amount}</strong> goes to <strong className="mono">{settlement.agent.username}</strong> for the period{' '}
        {formatDateTime(settlement.periodStart)} to {formatDateTime(settlement.periodEnd)}.
      </p>
      <p className="muted">
        Team net loss {formatAmount(settlement.teamFigure, currencySymbol)}, {settlement.activeMembers} active members.
        The money moves at once and cannot be taken back here.
      </p>
    </ConfirmDialog>
  );
}
