import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPageId } from '../hooks/member-pages';
import { MemberMenu } from './MemberMenu';
import './member-centre.css';
import '../../../i18n/account-texts';

interface MemberCentreLayoutProps {
  current: MemberPageId;
  children: ReactNode;
}

/** The member centre frame: menu and the chosen page under its title. */
export function MemberCentreLayout({ current, children }: MemberCentreLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="member-centre" data-testid="member-centre">
      <aside className="member-centre__aside">
        <h1 className="member-centre__heading">{t('memberCentre.title')}</h1>
        <MemberMenu current={current} />
      </aside>
      <section className="member-centre__content" aria-labelledby="member-page-title" data-page={current}>
        <h2 id="member-page-title" className="member-centre__title">
          {t(`memberCentre.pages.${current}`)}
        </h2>
        {children}
      </section>
    </div>
  );
}
