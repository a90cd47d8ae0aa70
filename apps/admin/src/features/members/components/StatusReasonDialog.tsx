import type { MemberSummary } from '@fortuna/contracts/members';
import { memberStatusSchema } from '@fortuna/contracts/members';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useChangeMemberStatus } from '../hooks/useMemberActions';

interface StatusReasonDialogProps {
  member: MemberSummary;
  nextStatus: 'active' | 'suspended';
  onClose: () => void;
}

/** Asks why a member is being suspended or reactivated, then applies the change. */
export function StatusReasonDialog({ member, nextStatus, onClose }: StatusReasonDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const change = useChangeMemberStatus();
  const isSuspending = nextStatus === 'suspended';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = memberStatusSchema.safeParse({ status: nextStatus, reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Give a reason');
      return;
    }
    setReasonError(undefined);
    change.mutate(
      { memberId: member.id, change: parsed.data },
      {
        onSuccess: (updated) => {
          toast.success(`${updated.username} ${isSuspending ? 'suspended' : 'reactivated'}`);
          onClose();
        },
      },
    );
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn-primary"
        disabled={change.isPending}
        data-testid="member-confirm"
      >
        {isSuspending ? 'Suspend' : 'Reactivate'}
      </button>
    </>
  );

  return (
    <Modal
      open
      title={`${isSuspending ? 'Suspend' : 'Reactivate'} ${member.username}`}
      onClose={onClose}
      footer={footer}
      testId="member-status-dialog"
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {change.isError ? <Alert>{errorMessage(change.error)}</Alert> : null}
        {isSuspending ? <Alert tone="info">Suspending also signs the member out everywhere.</Alert> : null}
        <Field
          label="Reason"
          htmlFor="member-reason"
          error={reasonError}
          hint="Up to 200 characters; kept in the audit log"
        >
          <textarea
            id="member-reason"
            className="input"
            rows={3}
            maxLength={200}
            value={reason}
            data-testid="member-reason"
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        </Field>
      </form>
    </Modal>
  );
}
