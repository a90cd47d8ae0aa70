import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { Modal } from './Modal';
import { Alert } from './StateViews';

interface ConfirmDialogProps {
  title: string;
  testId: string;
  confirmTestId: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  tone: 'primary' | 'danger';
  isPending: boolean;
  /** The failed action's error, shown above the text; null while nothing failed. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before an action; neither button nor a dismissal works while the action runs. */
export function ConfirmDialog({
  title,
  testId,
  confirmTestId,
  confirmLabel,
  pendingLabel,
  tone,
  isPending,
  error,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      dismissible={!isPending}
      testId={testId}
      footer={
        <>
          <button type="button" className="btn btn-ghost" disabled={isPending} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn btn-${tone}`}
            disabled={isPending}
            data-testid={confirmTestId}
            onClick={onConfirm}
          >
            {isPending ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    >
      <div className="form-grid">
        {error ? <Alert>{errorMessage(error)}</Alert> : null}
        {children}
      </div>
    </Modal>
  );
}
