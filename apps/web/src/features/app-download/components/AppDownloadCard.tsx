import type { AppDownload } from '@fortuna/contracts/settings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../ui/Icon';
import { QrCode } from '../../../ui/QrCode';
import { APP_DOWNLOAD_PATH, appDownloadPath, appDownloadUrl } from './app-download-links';
import './app-download-card.css';

interface AppDownloadCardProps {
  /** The merchant's main domain; the current host is used when it is empty. */
  mainDomain: string;
  /** The merchant's app links: a platform without one gets no code. */
  links: AppDownload;
}

const PLATFORMS: readonly { key: 'ios' | 'android'; icon: IconName }[] = [
  { key: 'ios', icon: 'apple' },
  { key: 'android', icon: 'android' },
];

/** QR codes that take a phone to the iOS and Android entries of the download page, for the apps that have a link. */
export function AppDownloadCard({ mainDomain, links }: AppDownloadCardProps) {
  const { t } = useTranslation();
  return (
    <div className="app-download" data-testid="app-download">
      <div className="app-download__codes">
        {PLATFORMS.filter(({ key }) => links[key] !== '').map(({ key, icon }) => {
          const url = appDownloadUrl(mainDomain, key, window.location.origin);
          return (
            <Link
              key={key}
              className="app-download__code"
              to={appDownloadPath(key)}
              data-testid={`side-download-${key}`}
            >
              <span className="app-download__qr">
                <QrCode value={url} size={88} marginSize={0} title={url} data-testid={`qr-${key}`} />
              </span>
              <span className="app-download__label">
                <Icon name={icon} size={14} />
                {t(`sideMenu.${key}`)}
              </span>
            </Link>
          );
        })}
      </div>
      <p className="app-download__hint">{t('sideMenu.scanHint')}</p>
      <Link className="app-download__more" to={APP_DOWNLOAD_PATH} data-testid="side-download-all">
        {t('download.allOptions')}
        <Icon name="chevronRight" size={14} />
      </Link>
    </div>
  );
}
