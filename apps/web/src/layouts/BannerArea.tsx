import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcementsQuery } from '../features/home/api/content';
import { BannerCarousel } from '../features/home/components/BannerCarousel';
import { NoticeMarquee } from '../features/home/components/NoticeMarquee';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { LazyImage } from '../ui/LazyImage';
import './banner-area.css';
import '../features/home/components/home.css';

/** The home banner group (spec §3). */
const HOME_BANNER_GROUP = 'w_home';

function WelcomeHero() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  return (
    <div className="banner-area__hero" data-testid="banner-hero">
      <div className="banner-area__copy">
        <p className="banner-area__eyebrow">{t('home.heroEyebrow')}</p>
        <h1 className="banner-area__title">{info.merchantName}</h1>
        <p className="banner-area__text">{t('home.heroText')}</p>
      </div>
      <LazyImage className="banner-area__art" src="/images/hero-art.svg" alt="" width={640} height={360} />
    </div>
  );
}

/** The banner slot above the home lobby: the notice marquee and the w_home carousel (a welcome hero without banners). */
export function BannerArea() {
  const { i18n } = useTranslation();
  const { data, isPending } = useQuery(announcementsQuery('B', i18n.language));
  const banners = data?.banners.filter((banner) => banner.groupName === HOME_BANNER_GROUP && banner.url) ?? [];
  return (
    <section className="banner-area" data-testid="banner-area">
      <NoticeMarquee />
      {banners.length > 0 ? (
        <BannerCarousel banners={banners} />
      ) : isPending ? (
        <div className="banner-carousel banner-carousel--placeholder" aria-hidden="true" />
      ) : (
        <WelcomeHero />
      )}
    </section>
  );
}
