import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  dot?: boolean;
  testId?: string;
}

export function Badge({ tone = 'neutral', children, dot = false, testId }: BadgeProps) {
  return (
    <span className={`badge badge-${tone}`} data-testid={testId}>
      {dot ? <span className="badge-dot" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
