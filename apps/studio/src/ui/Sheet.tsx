import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../i18n/i18n';
import { Icon } from './Icon';

interface SheetProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** 'dialog' centres on large screens; 'drawer' slides in from the side. Both are bottom sheets on phones. */
  variant?: 'dialog' | 'drawer';
  /** Hides the close button (a dialog that must be answered). */
  modal?: boolean;
}

/** A modal panel: Escape and the backdrop close it, focus moves into it and back. */
export function Sheet({ title, onClose, children, variant = 'dialog', modal = false }: SheetProps) {
  const { t } = useI18n();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !modal) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [modal]);

  return (
    <div className={`sheet-layer sheet-layer--${variant}`}>
      <button
        type="button"
        className="sheet-backdrop"
        aria-label={t('panel.close')}
        tabIndex={-1}
        onClick={modal ? undefined : onClose}
      />
      <div
        className={`sheet sheet--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={panel}
        tabIndex={-1}
      >
        <header className="sheet__header">
          <h2 id={titleId}>{title}</h2>
          {!modal && (
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('panel.close')}>
              <Icon name="close" />
            </button>
          )}
        </header>
        <div className="sheet__body">{children}</div>
      </div>
    </div>
  );
}
