import type { AdminRedeemOrder, RedeemStatus } from '@fortuna/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import { formatDateTime } from '../../ui/format';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { ordersQuery, useDecideOrder } from './points.api';

const TONES: Record<RedeemStatus, BadgeTone> = { in_process: 'warning', approved: 'success', rejected: 'danger' };
type Decision = { order: AdminRedeemOrder; approve: boolean };

/** Redeem orders: fulfil, or reject with a reason (the member's points and the stock come back once). */
export function OrdersPanel({ merchantId, canDecide }: { merchantId: number; canDecide: boolean }) {
  const [waitingOnly, setWaitingOnly] = useState(true);
  const orders = useQuery(ordersQuery(merchantId, waitingOnly ? 'in_process' : undefined));
  const decide = useDecideOrder();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');

  const confirm = () => {
    if (!decision) return;
    const body = decision.approve ? { approve: true as const } : { approve: false as const, reason };
    decide.mutate(
      { id: decision.order.id, decision: body },
      {
        onSuccess: () => {
          toast.success(`${decision.order.reference}: ${decision.approve ? 'fulfilled' : 'rejected, points returned'}`);
          setDecision(null);
          setReason('');
        },
      },
    );
  };

  return (
    <section className="card card-flush" data-testid="points-orders">
      <div className="card-toolbar filter-bar">
        <h2 className="card-title">Redeem orders</h2>
        <label className="toolbar-end">
          <input type="checkbox" checked={waitingOnly} onChange={(event) => setWaitingOnly(event.target.checked)} /> In
          process only
        </label>
      </div>
      {orders.isPending ? <LoadingBlock /> : null}
      {orders.isError ? <ErrorBlock error={orders.error} onRetry={() => void orders.refetch()} /> : null}
      {orders.data?.length === 0 ? (
        <EmptyState title={waitingOnly ? 'No orders in process' : 'No orders yet'} icon="mail">
          <p>Members redeem goods on the site's points mall; their orders wait here to be fulfilled.</p>
        </EmptyState>
      ) : null}
      {orders.data && orders.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table table-dense">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Member</th>
                <th scope="col">Item</th>
                <th scope="col">Points</th>
                <th scope="col">Ship to</th>
                <th scope="col">Applied</th>
                <th scope="col">Status</th>
                <th scope="col" className="col-actions">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((row) => (
                <tr key={row.id} data-testid={`points-order-${row.reference}`}>
                  <td className="mono">{row.reference}</td>
                  <td className="cell-strong">{row.username}</td>
                  <td>
                    {row.name} ×{row.quantity}
                    <span className="cell-sub muted">{row.kind}</span>
                  </td>
                  <td className="mono">{row.pointsRequired}</td>
                  <td>
                    {row.shipping ? (
                      <>
                        {row.shipping.name} · {row.shipping.phone}
                        <span className="cell-sub muted">{row.shipping.address}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{formatDateTime(row.createdAt)}</td>
                  <td>
                    <Badge tone={TONES[row.status]}>{row.status.replace('_', ' ')}</Badge>
                    {row.reason ? <span className="cell-sub muted">{row.reason}</span> : null}
                    {row.decidedBy ? <span className="cell-sub muted">by {row.decidedBy}</span> : null}
                  </td>
                  <td className="col-actions">
                    {canDecide && row.status === 'in_process' ? (
                      <div className="row-actions">
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          onClick={() => setDecision({ order: row, approve: true })}
                          data-testid="points-order-fulfil"
                        >
                          Fulfil
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => setDecision({ order: row, approve: false })}
                          data-testid="points-order-reject"
                        >
                          Reject
                        </button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {decision ? (
        <ConfirmDialog
          title={decision.approve ? 'Fulfil order' : 'Reject order'}
          testId="points-decision"
          confirmTestId="points-decision-confirm"
          confirmLabel={decision.approve ? 'Fulfil' : 'Reject'}
          pendingLabel="Saving…"
          tone={decision.approve ? 'primary' : 'danger'}
          isPending={decide.isPending}
          error={decide.isError ? decide.error : null}
          onConfirm={confirm}
          onClose={() => setDecision(null)}
        >
          {decision.approve ? (
            <p>
              Marks {decision.order.reference} ({decision.order.name} ×{decision.order.quantity}) for{' '}
              {decision.order.username} as fulfilled.
            </p>
          ) : (
            <Field label="Reason (the member sees it)" htmlFor="points-reject-reason">
              <input
                id="points-reject-reason"
                className="input"
                value={reason}
                maxLength={300}
                onChange={(event) => setReason(event.target.value)}
                data-testid="points-reject-reason"
              />
            </Field>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
