import { APP_PLATFORMS, type AppPlatform } from '@fortuna/contracts/settings';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { Icon, type IconName } from '../../../ui/Icon';
import { isAppPlatform } from './app-download-links';
import './app-download-page.css';

const PLATFORM_ICONS: Record<AppPlatform, IconName> = { ios: 'apple', android: 'android', liteIos: 'apple' };

interface PlatformCardProps {
  platform: AppPlatform;
  link: string;
  isSelected: boolean;
}

function PlatformCard({ platform, link, isSelected }: PlatformCardProps) {
  const { t } = useTranslation();
  const cardRef = useRef<HTMLElement>(null);
  const name = t(`download.platforms.${platform}.name`);

  // On a phone the cards stack: bring the one the QR code named into view.
  useEffect(() => {
    if (isSelected) cardRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [isSelected]);

  return (
    <article
      ref={cardRef}
      className={`download-card${isSelected ? ' download-card--selected' : ''}${link ? '' : ' download-card--unavailable'}`}
      aria-current={isSelected ? 'true' : undefined}
      data-testid={`download-card-${platform}`}
      data-selected={isSelected ? 'true' : undefined}
    >
      <header className="download-card__head">
        <span className={`download-card__icon download-card__icon--${platform}`} aria-hidden="true">
          <Icon name={PLATFORM_ICONS[platform]} size={26} />
        </span>
        <div className="download-card__heading">
          <h2 className="download-card__name">{name}</h2>
          <p className="download-card__description">{t(`download.platforms.${platform}.description`)}</p>
        </div>
        {isSelected && <span className="download-card__badge">{t('download.selected')}</span>}
      </header>
      {link ? (
        <>
          <figure className="download-card__qr">
            <span className="download-card__qr-frame">
              <QRCodeSVG
                value={link}
                size={148}
                marginSize={0}
                title={t('download.qrLabel', { platform: name })}
                data-testid={`download-qr-${platform}`}
              />
            </span>
            <figcaption className="download-card__hint">{t('download.scanHint')}</figcaption>
          </figure>
          <a
            className="btn btn--primary btn--block download-card__button"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`download-link-${platform}`}
          >
            <Icon name="download" size={18} />
            {t('download.button', { platform: name })}
          </a>
        </>
      ) : (
        <p className="download-card__unavailable" data-testid={`download-unavailable-${platform}`}>
          {t('download.unavailable', { platform: name })}
        </p>
      )}
    </article>
  );
}

/** /download: the iOS, Android and lite iOS apps, each with a QR code and a store button when it has a link. */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const [params] = useSearchParams();
  const requested = params.get('platform');
  const selected = isAppPlatform(requested) ? requested : undefined;

  return (
    <div className="download-page" data-testid="download-page">
      <section className="download-hero">
        <span className="download-hero__icon" aria-hidden="true">
          <Icon name="download" size={28} />
        </span>
        <div>
          <p className="download-hero__eyebrow">{t('download.eyebrow')}</p>
          <h1 className="download-hero__title">{t('download.title')}</h1>
          <p className="download-hero__text">{t('download.subtitle', { name: info.merchantName })}</p>
        </div>
      </section>
      <div className="download-grid">
        {APP_PLATFORMS.filter((platform) => info.appDownload[platform] !== '').map((platform) => (
          <PlatformCard
            key={platform}
            platform={platform}
            link={info.appDownload[platform]}
            isSelected={platform === selected}
          />
        ))}
      </div>
    </div>
  );
}
