import type { AdminDepositOrder } from '@fortuna/contracts/payments-admin';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toast-store';
import { decideDeposit } from '../api/orders.api';
import { useOrderDecision } from '../hooks/useOrderDecision';
import { DecisionFooter, DecisionForm, useDecisionFlow } from './DecisionControls';
import { CHANNEL_TYPE_META, DEPOSIT_STATUS_META, formatAmount } from './finance-meta';
import { OrderOutcome } from './OrderOutcome';
import { ProofGallery } from './ProofGallery';

interface DepositDetailDialogProps {
  order: AdminDepositOrder;
  currencySymbol: string;
  onClose: () => void;
}

/** One deposit in full, its proofs, and the approve / reject decision while it is pending. */
export function DepositDetailDialog({ order, currencySymbol, onClose }: DepositDetailDialogProps) {
  const decision = useOrderDecision(decideDeposit);
  const money = (value: AdminDepositOrder['amount']) => formatAmount(value, currencySymbol);
  const status = DEPOSIT_STATUS_META[order.status];
  const canDecide = order.status === 'pending' && order.channelType === 'bank_transfer';
  const flow = useDecisionFlow((choice) =>
    decision.mutate(
      { id: order.id, decision: choice },
      {
        onSuccess: (decided) => {
          toast.success(`${decided.orderNo}: ${decided.status === 'credited' ? 'approved and credited' : 'rejected'}`);
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      open
      wide
      title={`Deposit ${order.orderNo}`}
      onClose={onClose}
      dismissible={!decision.isPending}
      testId="deposit-detail"
      footer={
        <DecisionFooter
          flow={flow}
          testIdPrefix="deposit"
          approveLabel="Approve"
          canDecide={canDecide}
          isPending={decision.isPending}
          error={decision.error}
          onClose={onClose}
        />
      }
    >
      <div className="order-detail">
        <div className="order-amount-head">
          <div>
            <p className="order-amount-label">Amount</p>
            <p className="order-amount" data-testid="deposit-detail-amount">
              {money(order.amount)}
            </p>
            <p className="muted">
              Fee {money(order.fee)} · credits <strong>{money(order.creditAmount)}</strong>
            </p>
          </div>
          <Badge tone={status.tone} dot testId="deposit-detail-status">
            {status.label}
          </Badge>
        </div>
        <div className="order-detail-grid">
          <dl className="detail-list">
            <div className="detail-row">
              <dt>Member</dt>
              <dd className="mono detail-strong">
                {order.member.username} <span className="muted">#{order.member.accountId}</span>
              </dd>
            </div>
            <div className="detail-row">
              <dt>Channel</dt>
              <dd>
                {order.channelName} <span className="muted">· {CHANNEL_TYPE_META[order.channelType].label}</span>
              </dd>
            </div>
            <div className="detail-row">
              <dt>Payer name</dt>
              <dd>{order.payerName || <span className="muted">Not given</span>}</dd>
            </div>
            <div className="detail-row">
              <dt>Member remark</dt>
              <dd className="break-anywhere">{order.remark || <span className="muted">None</span>}</dd>
            </div>
          </dl>
          <dl className="detail-list">
            <div className="detail-row">
              <dt>Created</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
            </div>
            <div className="detail-row">
              <dt>Decided</dt>
              <dd>
                {order.decidedAt ? formatDateTime(order.decidedAt) : <span className="muted">Not yet</span>}
                {order.decidedBy ? <span className="cell-sub muted">by {order.decidedBy}</span> : null}
              </dd>
            </div>
            {order.gatewayTradeNo ? (
              <div className="detail-row">
                <dt>Gateway trade</dt>
                <dd className="mono">{order.gatewayTradeNo}</dd>
              </div>
            ) : null}
            <div className="detail-row">
              <dt>Currency</dt>
              <dd className="mono">{order.currency}</dd>
            </div>
          </dl>
        </div>
        {order.channelType === 'bank_transfer' ? (
          <section className="order-section">
            <h3 className="order-section-title">Proof of payment</h3>
            <ProofGallery proofs={order.proofs} />
          </section>
        ) : null}
        <OrderOutcome reason={order.reason} status={order.status} />
        {canDecide ? (
          <DecisionForm
            flow={flow}
            testIdPrefix="deposit"
            approveLabel="Approve"
            approveEffect={
              <>
                Credits <strong>{money(order.creditAmount)}</strong> to the main wallet of{' '}
                <strong>{order.member.username}</strong>
                {order.proofs.length === 0 ? ', although no proof was uploaded' : ''}. This cannot be undone.
              </>
            }
            rejectEffect="No money moves; the member sees the reason with the order."
            error={decision.error}
          />
        ) : null}
        {order.status === 'pending' && order.channelType !== 'bank_transfer' ? (
          <p className="muted">
            {order.channelType === 'p2p'
              ? 'This P2P deposit follows its transfer: it is credited when the withdrawer confirms it, and disputes are decided under Disputes.'
              : 'This deposit is confirmed by the payment gateway; staff do not decide it.'}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
