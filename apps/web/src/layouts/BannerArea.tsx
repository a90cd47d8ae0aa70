import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { LazyImage } from '../ui/LazyImage';
import './banner-area.css';

/** The banner slot above the home lobby; the banner carousel will live here. */
export function BannerArea() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  return (
    <section className="banner-area" data-testid="banner-area">
      <div className="banner-area__hero">
        <div className="banner-area__copy">
          <p className="banner-area__eyebrow">{t('home.heroEyebrow')}</p>
          <h1 className="banner-area__title">{info.merchantName}</h1>
          <p className="banner-area__text">{t('home.heroText')}</p>
        </div>
        <LazyImage className="banner-area__art" src="/images/hero-art.svg" alt="" width={640} height={360} />
      </div>
    </section>
  );
}
