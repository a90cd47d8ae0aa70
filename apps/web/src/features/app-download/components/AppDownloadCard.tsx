import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../ui/Icon';
import './app-download-card.css';

interface AppDownloadCardProps {
  /** The merchant's main domain; the current host is used when it is empty. */
  mainDomain: string;
}

const PLATFORMS: readonly { key: 'ios' | 'android'; icon: IconName }[] = [
  { key: 'ios', icon: 'apple' },
  { key: 'android', icon: 'android' },
];

export function appDownloadUrl(mainDomain: string, platform: 'ios' | 'android'): string {
  const host = mainDomain.trim() || window.location.host;
  return `https://${host}/download/${platform}`;
}

/** QR codes that take a phone to the iOS and Android app downloads. */
export function AppDownloadCard({ mainDomain }: AppDownloadCardProps) {
  const { t } = useTranslation();
  return (
    <div className="app-download" data-testid="app-download">
      <div className="app-download__codes">
        {PLATFORMS.map(({ key, icon }) => {
          const url = appDownloadUrl(mainDomain, key);
          return (
            <a key={key} className="app-download__code" href={url} target="_blank" rel="noopener noreferrer">
              <span className="app-download__qr">
                <QRCodeSVG value={url} size={88} marginSize={0} title={url} data-testid={`qr-${key}`} />
              </span>
              <span className="app-download__label">
                <Icon name={icon} size={14} />
                {t(`sideMenu.${key}`)}
              </span>
            </a>
          );
        })}
      </div>
      <p className="app-download__hint">{t('sideMenu.scanHint')}</p>
    </div>
  );
}
