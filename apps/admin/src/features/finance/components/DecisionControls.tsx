import { approveOrderSchema, rejectOrderSchema } from '@fortuna/contracts/payments-admin';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Alert } from '../../../ui/StateViews';
import type { OrderDecision } from '../api/orders.api';
import { isDecisionConflict } from './finance-meta';

type Mode = 'choose' | 'approve' | 'reject';

/**
 * The state of a decision on a pending order: staff choose approve or reject in the dialog's footer, then
 * confirm in a form (remark optional, reason required) before anything is sent.
 */
export function useDecisionFlow(onDecide: (decision: OrderDecision) => void) {
  const formId = useId();
  const [mode, setMode] = useState<Mode>('choose');
  const [remark, setRemark] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode === 'approve') {
      const parsed = approveOrderSchema.safeParse({ remark });
      if (parsed.success) onDecide({ action: 'approve', remark: parsed.data.remark });
      return;
    }
    const parsed = rejectOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Give a reason');
      return;
    }
    onDecide({ action: 'reject', reason: parsed.data.reason });
  }

  function changeReason(text: string) {
    setReason(text);
    setReasonError(undefined);
  }

  return { formId, mode, setMode, remark, setRemark, reason, changeReason, reasonError, submit };
}

export type DecisionFlow = ReturnType<typeof useDecisionFlow>;

interface DecisionFormProps {
  flow: DecisionFlow;
  /** Prefix of the test ids: `${testIdPrefix}-reason`, `${testIdPrefix}-conflict`… */
  testIdPrefix: string;
  approveLabel: string;
  /** What approving does, said before staff confirm: "Credits ₫990.00 to demo01's main wallet." */
  approveEffect: ReactNode;
  /** What rejecting does: "No money moves." */
  rejectEffect: ReactNode;
  error: unknown;
}

/** The confirmation of the chosen decision, or the notice that someone else decided first. */
export function DecisionForm({
  flow,
  testIdPrefix,
  approveLabel,
  approveEffect,
  rejectEffect,
  error,
}: DecisionFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { mode } = flow;
  useEffect(() => {
    if (mode === 'choose') return;
    formRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    formRef.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }, [mode]);

  if (error && isDecisionConflict(error)) {
    return (
      <section className="decision-panel decision-conflict" data-testid={`${testIdPrefix}-conflict`} role="alert">
        <Icon name="alert" size={20} />
        <div>
          <p className="decision-title">Someone else decided this order first</p>
          <p className="muted">
            {errorMessage(error)}. Nothing was changed by you; the queue now shows its current state.
          </p>
        </div>
      </section>
    );
  }
  if (mode === 'choose') return null;

  const isApproving = mode === 'approve';
  return (
    <form
      ref={formRef}
      id={flow.formId}
      className={isApproving ? 'decision-panel decision-confirm' : 'decision-panel decision-confirm decision-danger'}
      onSubmit={flow.submit}
      noValidate
      data-testid={`${testIdPrefix}-confirm-form`}
    >
      <p className="decision-title">
        <Icon name={isApproving ? 'check' : 'alert'} size={16} />{' '}
        {isApproving ? `${approveLabel}: please confirm` : 'Reject: please confirm'}
      </p>
      <p className="decision-effect">{isApproving ? approveEffect : rejectEffect}</p>
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      {isApproving ? (
        <Field
          label="Remark (optional)"
          htmlFor={`${flow.formId}-remark`}
          hint="Kept with the order and in the audit log"
        >
          <textarea
            id={`${flow.formId}-remark`}
            className="input textarea"
            rows={2}
            maxLength={500}
            value={flow.remark}
            data-testid={`${testIdPrefix}-remark`}
            onChange={(event) => flow.setRemark(event.target.value)}
          />
        </Field>
      ) : (
        <Field
          label="Reason"
          htmlFor={`${flow.formId}-reason`}
          error={flow.reasonError}
          hint="Required. The member sees it with the order."
        >
          <textarea
            id={`${flow.formId}-reason`}
            className="input textarea"
            rows={2}
            maxLength={500}
            value={flow.reason}
            aria-invalid={flow.reasonError ? true : undefined}
            data-testid={`${testIdPrefix}-reason`}
            onChange={(event) => flow.changeReason(event.target.value)}
          />
        </Field>
      )}
    </form>
  );
}

interface DecisionFooterProps {
  flow: DecisionFlow;
  testIdPrefix: string;
  approveLabel: string;
  /** False once decided, or when the order is not staff's to decide: only Close is offered. */
  canDecide: boolean;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
}

/** The dialog's buttons: Close, Reject… and Approve…; then Back and the confirmation while confirming. */
export function DecisionFooter({
  flow,
  testIdPrefix,
  approveLabel,
  canDecide,
  isPending,
  error,
  onClose,
}: DecisionFooterProps) {
  const close = (
    <button type="button" className="btn btn-ghost" onClick={onClose} data-testid={`${testIdPrefix}-detail-close`}>
      Close
    </button>
  );
  if (!canDecide || isDecisionConflict(error)) return close;
  if (flow.mode === 'choose') {
    return (
      <>
        {close}
        <span className="footer-spacer" />
        <button
          type="button"
          className="btn btn-ghost btn-ghost-danger"
          data-testid={`${testIdPrefix}-reject`}
          onClick={() => flow.setMode('reject')}
        >
          <Icon name="close" size={16} /> Reject…
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid={`${testIdPrefix}-approve`}
          onClick={() => flow.setMode('approve')}
        >
          <Icon name="check" size={16} /> {approveLabel}…
        </button>
      </>
    );
  }
  const isApproving = flow.mode === 'approve';
  return (
    <>
      <button type="button" className="btn btn-ghost" disabled={isPending} onClick={() => flow.setMode('choose')}>
        Back
      </button>
      <button
        type="submit"
        form={flow.formId}
        className={isApproving ? 'btn btn-primary' : 'btn btn-danger'}
        disabled={isPending}
        data-testid={`${testIdPrefix}-confirm`}
      >
        {isPending ? 'Sending…' : isApproving ? `Confirm: ${approveLabel.toLowerCase()}` : 'Confirm: reject'}
      </button>
    </>
  );
}
