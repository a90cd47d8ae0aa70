import { Alert } from '../../../ui/StateViews';

/** Why an order was rejected or failed, when it was. */
export function OrderOutcome({ status, reason }: { status: string; reason: string }) {
  if (!reason || (status !== 'rejected' && status !== 'failed')) return null;
  return (
    <Alert tone="danger">
      <span data-testid="order-reason">
        {status === 'failed' ? 'Failed' : 'Rejected'}: {reason}
      </span>
    </Alert>
  );
}
