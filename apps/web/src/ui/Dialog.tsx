import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { closeDialog, type DialogButton, type DialogIcon, type OpenDialog, useDialogStore } from './dialog-store';
import { Icon, type IconName } from './Icon';
import { SafeHtml } from './SafeHtml';
import { useScrollLock } from './scroll-lock';
import './dialog.css';

const ICON_NAMES: Record<DialogIcon, IconName> = {
  success: 'check',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

function DialogWindow({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  const { id, timeoutMs } = dialog;
  const defaultButtons: DialogButton[] = timeoutMs ? [] : [{ label: t('common.close'), variant: 'primary' }];
  const buttons = dialog.buttons ?? defaultButtons;
  const windowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const firstButton = windowRef.current?.querySelector('button');
    (firstButton ?? windowRef.current)?.focus();
  }, []);

  useEffect(() => {
    if (!timeoutMs) return;
    const timer = window.setTimeout(() => closeDialog(id), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [id, timeoutMs]);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dialog.closesOnCover !== false) closeDialog(id);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [id, dialog.closesOnCover]);

  return (
    <div className="dialog">
      <div
        className="dialog__cover"
        aria-hidden="true"
        onClick={dialog.closesOnCover === false ? undefined : () => closeDialog(id)}
        data-testid="dialog-cover"
      />
      <div
        ref={windowRef}
        className="dialog__window"
        role="alertdialog"
        aria-modal="true"
        tabIndex={-1}
        data-testid="dialog"
      >
        {dialog.icon && (
          <span className={`dialog__icon dialog__icon--${dialog.icon}`}>
            <Icon name={ICON_NAMES[dialog.icon]} size={26} />
          </span>
        )}
        {dialog.title && <h2 className="dialog__title">{dialog.title}</h2>}
        {dialog.message && <p className="dialog__text">{dialog.message}</p>}
        {dialog.html && <SafeHtml className="dialog__text" html={dialog.html} />}
        {dialog.content && <div className="dialog__content">{dialog.content}</div>}
        {buttons.length > 0 && (
          <div className="dialog__buttons">
            {buttons.map((button) => (
              <button
                key={button.label}
                type="button"
                className={`btn btn--${button.variant ?? 'secondary'}`}
                onClick={() => {
                  button.onClick?.();
                  closeDialog(id);
                }}
              >
                {button.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** Hosts the dialog opened with showDialog(); mount once near the root. */
export function DialogHost() {
  const dialog = useDialogStore((state) => state.dialog);
  useScrollLock(dialog !== null);
  if (!dialog) return null;
  return createPortal(<DialogWindow key={dialog.id} dialog={dialog} />, document.body);
}
