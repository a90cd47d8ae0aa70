import { useTranslation } from 'react-i18next';
import { MirrorSitesList } from './MirrorSitesList';

/** /mirrors: the mirror-site list as a page of its own, for visitors who reach it by link. */
export function MirrorSitesPage() {
  const { t } = useTranslation();
  return (
    <section className="mirrors-page" data-testid="mirror-sites-page">
      <h1 className="mirrors-page__title">{t('mirrors.title')}</h1>
      <MirrorSitesList />
    </section>
  );
}
