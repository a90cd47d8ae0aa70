import type { AdminP2pDispute } from '@fortuna/contracts/payments-p2p';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { financeKeys } from '../api/finance-keys';
import { formatAmount } from '../components/finance-meta';
import { DisputeProof } from './DisputeProof';
import { disputesRoot, forcePartReceived, resolveDispute } from './disputes.api';

type Decision = 'received' | 'not_received' | 'force';

const DECISIONS: Record<Decision, { label: string; effect: string; testId: string; className: string }> = {
  received: {
    label: 'Resolve: received',
    effect: 'The depositor is credited; the withdrawal counts this part as received.',
    testId: 'dispute-received',
    className: 'btn btn-primary',
  },
  not_received: {
    label: 'Resolve: not received',
    effect: 'The amount goes back to the withdrawal and is open for matching again.',
    testId: 'dispute-not-received',
    className: 'btn btn-ghost btn-ghost-danger',
  },
  force: {
    label: 'Force received',
    effect: 'The depositor is credited and the withdrawal is not refunded, whatever the members say.',
    testId: 'dispute-force',
    className: 'btn btn-ghost',
  },
};

const DECISION_ORDER: readonly Decision[] = ['received', 'not_received', 'force'];

function label(text: string): string {
  const spaced = text.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** One dispute: the part, both members, amounts, all proofs, and the staff decision with a note. */
export function DisputeCard({ dispute, currencySymbol }: { dispute: AdminP2pDispute; currencySymbol: string }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<Decision | null>(null);
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decision === 'force'
        ? forcePartReceived(dispute.part.id, note.trim())
        : resolveDispute(dispute.id, { outcome: decision, note: note.trim() }),
    onSuccess: (_result, decision) => toast.success(`${DECISIONS[decision].label}: done`),
    onSettled: () => {
      setChosen(null);
      void queryClient.invalidateQueries({ queryKey: disputesRoot });
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
  const isOpen = dispute.status === 'open';
  const hasNote = note.trim().length > 0;
  const money = (value: AdminP2pDispute['part']['amount']) => formatAmount(value, currencySymbol);

  return (
    <article className="card dispute-card" data-testid="dispute-card" data-dispute-id={dispute.id}>
      <header className="dispute-head">
        <div>
          <p className="order-amount-label">P2P part #{dispute.part.id}</p>
          <p className="dispute-amount mono">{money(dispute.part.amount)}</p>
        </div>
        <Badge tone={isOpen ? 'warning' : 'neutral'} dot>
          {label(dispute.status)}
        </Badge>
      </header>
      <div className="order-detail-grid">
        <dl className="detail-list">
          <div className="detail-row">
            <dt>Withdrawer</dt>
            <dd>
              <span className="mono detail-strong">{dispute.withdrawer.username}</span>{' '}
              <span className="muted">#{dispute.withdrawer.accountId}</span>
              <span className="cell-sub muted">
                {dispute.withdrawal.orderNo} · {money(dispute.withdrawal.amount)}
              </span>
            </dd>
          </div>
          <div className="detail-row">
            <dt>Depositor</dt>
            <dd>
              <span className="mono detail-strong">{dispute.depositor.username}</span>{' '}
              <span className="muted">#{dispute.depositor.accountId}</span>
              <span className="cell-sub muted">{dispute.deposit.orderNo}</span>
            </dd>
          </div>
          <div className="detail-row">
            <dt>Part</dt>
            <dd>
              {label(dispute.part.status)}
              <span className="cell-sub muted">
                {dispute.part.paidAt ? `Marked paid ${formatDateTime(dispute.part.paidAt)}` : 'Not marked paid'}
              </span>
            </dd>
          </div>
        </dl>
        <dl className="detail-list">
          <div className="detail-row">
            <dt>Reported</dt>
            <dd>{formatDateTime(dispute.createdAt)}</dd>
          </div>
          <div className="detail-row">
            <dt>Reason</dt>
            <dd className="break-anywhere">{dispute.reason || <span className="muted">No reason given</span>}</dd>
          </div>
          {dispute.resolvedAt ? (
            <div className="detail-row">
              <dt>Resolved</dt>
              <dd>
                {formatDateTime(dispute.resolvedAt)}
                <span className="cell-sub muted break-anywhere">{dispute.resolutionNote}</span>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="dispute-proofs">
        <section className="order-section">
          <h3 className="order-section-title">Depositor’s payment proofs</h3>
          <div className="proof-thumbs">
            {dispute.depositProofUrls.length === 0 ? <p className="muted">None uploaded.</p> : null}
            {dispute.depositProofUrls.map((url, index) => (
              <DisputeProof key={url} url={url} label={`payment proof ${index + 1}`} />
            ))}
          </div>
        </section>
        <section className="order-section">
          <h3 className="order-section-title">Withdrawer’s proofs</h3>
          <div className="proof-thumbs">
            {dispute.proofUrls.length === 0 ? <p className="muted">None uploaded.</p> : null}
            {dispute.proofUrls.map((url, index) => (
              <DisputeProof key={url} url={url} label={`dispute proof ${index + 1}`} />
            ))}
          </div>
        </section>
      </div>
      {isOpen ? (
        <div className="decision-panel decision-confirm">
          <label className="field" htmlFor={`dispute-note-${dispute.id}`}>
            <span className="field-label">Note (required, kept in the audit log)</span>
            <textarea
              id={`dispute-note-${dispute.id}`}
              className="input textarea"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              data-testid="dispute-note"
            />
          </label>
          {decide.error ? <Alert>{errorMessage(decide.error)}</Alert> : null}
          {chosen ? (
            <>
              <p className="decision-effect">
                <strong>{DECISIONS[chosen].label}.</strong> {DECISIONS[chosen].effect} This cannot be undone.
              </p>
              <div className="decision-actions">
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={decide.isPending}
                  onClick={() => setChosen(null)}
                >
                  Back
                </button>
                <button
                  type="button"
                  className={chosen === 'not_received' ? 'btn btn-danger' : 'btn btn-primary'}
                  disabled={!hasNote || decide.isPending}
                  onClick={() => decide.mutate(chosen)}
                  data-testid="dispute-confirm"
                >
                  {decide.isPending ? 'Sending…' : `Confirm: ${DECISIONS[chosen].label.toLowerCase()}`}
                </button>
              </div>
            </>
          ) : (
            <div className="decision-actions">
              {DECISION_ORDER.map((decision) => (
                <button
                  key={decision}
                  type="button"
                  className={DECISIONS[decision].className}
                  disabled={!hasNote}
                  title={hasNote ? DECISIONS[decision].effect : 'Write a note first'}
                  onClick={() => setChosen(decision)}
                  data-testid={DECISIONS[decision].testId}
                >
                  {DECISIONS[decision].label}…
                </button>
              ))}
            </div>
          )}
        </div>
      ) : null}
    </article>
  );
}
