import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../ui/Icon';
import './pages.css';

/** Unknown paths. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="message-page" data-testid="not-found-page">
      <span className="message-page__code">{t('notFound.code')}</span>
      <h1 className="message-page__title">{t('notFound.title')}</h1>
      <p className="message-page__text">{t('notFound.body')}</p>
      <Link to="/" className="btn btn--primary">
        <Icon name="home" size={18} />
        {t('common.backHome')}
      </Link>
    </section>
  );
}
