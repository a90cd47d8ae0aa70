import type { AdminApplication } from '@fortuna/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import { formatDateTime } from '../../ui/format';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { applicationsQuery, useDecideApplication } from './promotions.api';

const STATUS_TONES: Record<AdminApplication['status'], BadgeTone> = {
  applying: 'warning',
  issued: 'success',
  rejected: 'danger',
};

type Decision = { application: AdminApplication; approve: boolean };

/** Members' applications to apply-and-approve promotions: approve (pays the reward) or reject with a reason. */
export function ApplicationsPanel({ merchantId }: { merchantId: number }) {
  const [pendingOnly, setPendingOnly] = useState(true);
  const applications = useQuery(applicationsQuery(merchantId, pendingOnly));
  const decide = useDecideApplication();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');

  const confirm = () => {
    if (!decision) return;
    const body = decision.approve ? { approve: true as const } : { approve: false as const, reason };
    decide.mutate(
      { id: decision.application.id, decision: body },
      {
        onSuccess: () => {
          toast.success(`${decision.application.username}: ${decision.approve ? 'approved and paid' : 'rejected'}`);
          setDecision(null);
          setReason('');
        },
      },
    );
  };

  return (
    <section className="card card-flush" data-testid="promo-applications">
      <div className="card-toolbar filter-bar">
        <h2 className="card-title">Applications</h2>
        <label className="toolbar-end">
          <input type="checkbox" checked={pendingOnly} onChange={(event) => setPendingOnly(event.target.checked)} />{' '}
          Waiting only
        </label>
      </div>
      {applications.isPending ? <LoadingBlock /> : null}
      {applications.isError ? (
        <ErrorBlock error={applications.error} onRetry={() => void applications.refetch()} />
      ) : null}
      {applications.data?.length === 0 ? (
        <EmptyState title={pendingOnly ? 'No applications waiting' : 'No applications yet'} icon="mail">
          <p>Members apply to apply-and-approve promotions from the site; their applications wait here.</p>
        </EmptyState>
      ) : null}
      {applications.data && applications.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table table-dense">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Promotion</th>
                <th scope="col">Reward</th>
                <th scope="col">Applied</th>
                <th scope="col">Status</th>
                <th scope="col" className="col-actions">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {applications.data.map((row) => (
                <tr key={row.id} data-testid="promo-application-row">
                  <td className="cell-strong">{row.username}</td>
                  <td>{row.title}</td>
                  <td className="mono">{row.amount.amount}</td>
                  <td>{formatDateTime(row.createdAt)}</td>
                  <td>
                    <Badge tone={STATUS_TONES[row.status]}>{row.status}</Badge>
                    {row.reason ? <span className="cell-sub muted">{row.reason}</span> : null}
                  </td>
                  <td className="col-actions">
                    {row.status === 'applying' ? (
                      <div className="row-actions">
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          onClick={() => setDecision({ application: row, approve: true })}
                        >
                          Approve
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => setDecision({ application: row, approve: false })}
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
          title={decision.approve ? 'Approve and pay' : 'Reject application'}
          testId="promo-decision"
          confirmTestId="promo-decision-confirm"
          confirmLabel={decision.approve ? 'Approve' : 'Reject'}
          pendingLabel="Saving…"
          tone={decision.approve ? 'primary' : 'danger'}
          isPending={decide.isPending}
          error={decide.isError ? decide.error : null}
          onConfirm={confirm}
          onClose={() => setDecision(null)}
        >
          {decision.approve ? (
            <p>
              Pays {decision.application.amount.amount} to {decision.application.username} from the house account, with
              the promotion's wagering.
            </p>
          ) : (
            <Field label="Reason (the member sees it)" htmlFor="promo-reject-reason">
              <input
                id="promo-reject-reason"
                className="input"
                value={reason}
                maxLength={300}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
