import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { useScrollLock } from './scroll-lock';
import './modal.css';

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Shows the close button in the corner (default true). */
  hasCloseButton?: boolean;
  /** Closes when the backdrop is clicked (default true). */
  closesOnBackdrop?: boolean;
  size?: 'small' | 'medium' | 'large';
  testId?: string;
  children: ReactNode;
}

/** A dialog window over the page; locks page scrolling while open and closes on Escape. */
export function Modal({
  isOpen,
  onClose,
  title,
  label,
  hasCloseButton = true,
  closesOnBackdrop = true,
  size = 'medium',
  testId,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useScrollLock(isOpen);

  useEffect(() => {
    if (!isOpen) return;
    const previouslyFocused = document.activeElement;
    panelRef.current?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('keydown', handleKey);
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;

  return createPortal(
    <div className="modal">
      <div
        className="modal__backdrop"
        aria-hidden="true"
        onClick={closesOnBackdrop ? onClose : undefined}
        data-testid={testId ? `${testId}-backdrop` : undefined}
      />
      <div
        ref={panelRef}
        className={`modal__panel modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        data-testid={testId}
      >
        {(title || hasCloseButton) && (
          <header className={`modal__header${title ? '' : ' modal__header--bare'}`}>
            {title && (
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
            )}
            {hasCloseButton && (
              <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.close')}>
                <Icon name="close" size={18} />
              </button>
            )}
          </header>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
