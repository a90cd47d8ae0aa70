import type { ReactNode } from 'react';

interface PlayButtonProps {
  onClick(): void;
  disabled: boolean;
  children: ReactNode;
  /** Extra classes after `play-button`. */
  variant?: string;
  testId?: string;
}

/** The big button that starts (or moves on) a round. */
export function PlayButton({ onClick, disabled, children, variant, testId = 'play' }: PlayButtonProps) {
  return (
    <button
      type="button"
      className={variant ? `play-button ${variant}` : 'play-button'}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
