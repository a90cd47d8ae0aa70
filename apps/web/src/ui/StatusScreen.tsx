import type { ReactNode } from 'react';
import { BrandLogo } from './BrandLogo';
import { Icon, type IconName } from './Icon';
import './status-screen.css';

interface StatusScreenProps {
  /** The merchant name; only the mark is shown before it is known. */
  brandName?: string;
  icon: IconName;
  tone?: 'accent' | 'danger';
  title: ReactNode;
  titleTestId?: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A full-page screen shown instead of the site: maintenance, region block, start-up failure. */
export function StatusScreen({
  brandName,
  icon,
  tone = 'accent',
  title,
  titleTestId,
  children,
  actions,
  testId,
}: StatusScreenProps) {
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-screen__glow" aria-hidden="true" />
      <div className="status-screen__brand">
        <BrandLogo name={brandName ?? ''} />
      </div>
      <section className="status-screen__card">
        <span className={`status-screen__icon status-screen__icon--${tone}`} aria-hidden="true">
          <Icon name={icon} size={34} />
        </span>
        <h1 className="status-screen__title" data-testid={titleTestId}>
          {title}
        </h1>
        {children}
        {actions && <div className="status-screen__actions">{actions}</div>}
      </section>
    </main>
  );
}
