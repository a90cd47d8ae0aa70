import { closeDialog, showDialog } from '../../../../ui/dialog-store';

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** Asks before a contract or dividend action; the confirm button carries the `contract-confirm` test id. */
export function confirmAction({ title, message, confirmLabel, cancelLabel, onConfirm }: ConfirmOptions): void {
  const close = showDialog({
    icon: 'warning',
    title,
    message,
    buttons: [],
    content: (
      <div className="contract-confirm">
        <button type="button" className="btn btn--secondary" onClick={() => close()} data-testid="contract-cancel">
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            closeDialog();
            onConfirm();
          }}
          data-testid="contract-confirm"
        >
          {confirmLabel}
        </button>
      </div>
    ),
  });
}
