import type { AdminWithdrawalOrder } from '@fortuna/contracts/payments-admin';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toast-store';
import { decideWithdrawal } from '../api/orders.api';
import { useOrderDecision } from '../hooks/useOrderDecision';
import { DecisionFooter, DecisionForm, useDecisionFlow } from './DecisionControls';
import { formatAmount, WITHDRAWAL_STATUS_META } from './finance-meta';
import { OrderOutcome } from './OrderOutcome';

interface WithdrawalDetailDialogProps {
  order: AdminWithdrawalOrder;
  currencySymbol: string;
  onClose: () => void;
}

function copyText(text: string, what: string) {
  navigator.clipboard
    ?.writeText(text)
    .then(() => toast.success(`${what} copied`))
    .catch(() => toast.error(`${what} could not be copied`));
}

/** One withdrawal in full, where to pay it, and the paid / reject decision while it is pending. */
export function WithdrawalDetailDialog({ order, currencySymbol, onClose }: WithdrawalDetailDialogProps) {
  const decision = useOrderDecision(decideWithdrawal);
  const money = (value: AdminWithdrawalOrder['amount']) => formatAmount(value, currencySymbol);
  const status = WITHDRAWAL_STATUS_META[order.status];
  const canDecide = order.status === 'pending';
  const flow = useDecisionFlow((choice) =>
    decision.mutate(
      { id: order.id, decision: choice },
      {
        onSuccess: (decided) => {
          toast.success(
            `${decided.orderNo}: ${decided.status === 'paid' ? 'marked paid' : 'rejected, funds released'}`,
          );
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      open
      wide
      title={`Withdrawal ${order.orderNo}`}
      onClose={onClose}
      dismissible={!decision.isPending}
      testId="withdrawal-detail"
      footer={
        <DecisionFooter
          flow={flow}
          testIdPrefix="withdrawal"
          approveLabel="Mark paid"
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
            <p className="order-amount-label">Pay out</p>
            <p className="order-amount" data-testid="withdrawal-detail-payout">
              {money(order.payoutAmount)}
            </p>
            <p className="muted">
              Requested {money(order.amount)} · fee {money(order.fee)}
            </p>
          </div>
          <Badge tone={status.tone} dot testId="withdrawal-detail-status">
            {status.label}
          </Badge>
        </div>
        <section className="payee-card" aria-label="Pay to">
          <p className="order-section-title">Pay to</p>
          <dl className="payee-grid">
            <div>
              <dt>Payee name</dt>
              <dd className="detail-strong" data-testid="withdrawal-payee-name">
                {order.payee.payeeName}
              </dd>
            </div>
            <div>
              <dt>Bank</dt>
              <dd>{order.payee.bankName}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd className="payee-account">
                <span className="mono" data-testid="withdrawal-payee-account">
                  {order.payeeAccountNumber}
                </span>
                <button
                  type="button"
                  className="icon-btn icon-btn-sm"
                  aria-label="Copy the account number"
                  onClick={() => copyText(order.payeeAccountNumber, 'Account number')}
                >
                  <Icon name="copy" size={14} />
                </button>
              </dd>
            </div>
          </dl>
        </section>
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
              <dd>{order.channelName}</dd>
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
            <div className="detail-row">
              <dt>Hold transfer</dt>
              <dd className="mono">{order.holdTransferId ?? <span className="muted">—</span>}</dd>
            </div>
          </dl>
        </div>
        <OrderOutcome reason={order.reason} status={order.status} />
        {canDecide ? (
          <DecisionForm
            flow={flow}
            testIdPrefix="withdrawal"
            approveLabel="Mark paid"
            approveEffect={
              <>
                Confirms you have transferred <strong>{money(order.payoutAmount)}</strong> to{' '}
                <strong>{order.payee.payeeName}</strong>; the held amount is posted. This cannot be undone.
              </>
            }
            rejectEffect={
              <>
                The held <strong>{money(order.amount)}</strong> is released to the main wallet of{' '}
                <strong>{order.member.username}</strong>; the member sees the reason.
              </>
            }
            error={decision.error}
          />
        ) : null}
      </div>
    </Modal>
  );
}
