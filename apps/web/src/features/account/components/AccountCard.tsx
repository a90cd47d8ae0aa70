import { type ReactNode, useId } from 'react';
import { Icon, type IconName } from '../../../ui/Icon';

interface AccountCardProps {
  icon: IconName;
  title: string;
  text: string;
  /** Shown at the header's end, such as a status pill. */
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A My account card: icon, title and explanation, then its content. */
export function AccountCard({ icon, title, text, aside, testId, children }: AccountCardProps) {
  const titleId = useId();
  return (
    <section className="account-card" aria-labelledby={titleId} data-testid={testId}>
      <header className="account-card__header">
        <span className="account-card__icon">
          <Icon name={icon} size={20} />
        </span>
        <div>
          <h3 id={titleId} className="account-card__title">
            {title}
          </h3>
          <p className="account-card__text">{text}</p>
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}
