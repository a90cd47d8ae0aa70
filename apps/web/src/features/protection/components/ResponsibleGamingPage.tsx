import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { openAuthModal } from '../../auth/hooks/useAuthModalStore';
import { useIsLoggedIn } from '../../auth/hooks/useSessionStore';
import '../../../i18n/account-texts';
import './protection.css';

/** /responsible-gaming (the footer's responsible-gaming page): what the tools are and where to set them. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  return (
    <article className="rg-page" data-testid="responsible-gaming-page">
      <span className="rg-page__badge" aria-hidden="true">
        18+
      </span>
      <h1 className="rg-page__title">{t('responsiblePage.title')}</h1>
      <p className="rg-page__lead">{t('responsiblePage.lead')}</p>
      <h2 className="rg-page__heading">{t('responsiblePage.tools')}</h2>
      <ul className="rg-page__list">
        {t('responsiblePage.toolsList')
          .split(' · ')
          .map((item) => (
            <li key={item}>
              <Icon name="check" size={16} />
              {item}
            </li>
          ))}
      </ul>
      <h2 className="rg-page__heading">{t('responsiblePage.signs')}</h2>
      <ul className="rg-page__list">
        {t('responsiblePage.signsList')
          .split(' · ')
          .map((item) => (
            <li key={item}>
              <Icon name="warning" size={16} />
              {item}
            </li>
          ))}
      </ul>
      {isLoggedIn ? (
        <Link className="btn btn--primary" to="/member?page=responsibleGaming">
          {t('responsiblePage.openSettings')}
        </Link>
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
          {t('responsiblePage.signIn')}
        </button>
      )}
    </article>
  );
}
