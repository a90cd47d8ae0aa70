import type { PermissionInfo } from '@fortuna/contracts/system';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpLinks } from '../features/help/components/HelpLinks';
import { MirrorSitesButton } from '../features/mirror-sites/components/MirrorSitesButton';
import { FooterVendors } from '../features/vendors/components/FooterVendors';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { BrandLogo } from '../ui/BrandLogo';
import { Icon, type IconName } from '../ui/Icon';
import './site-footer.css';

type SocialKey = keyof PermissionInfo['info']['social'];

const SOCIALS: readonly { key: SocialKey; icon: IconName; label: string }[] = [
  { key: 'facebook', icon: 'facebook', label: 'Facebook' },
  { key: 'telegram', icon: 'telegram', label: 'Telegram' },
  { key: 'youtube', icon: 'youtube', label: 'YouTube' },
  { key: 'instagram', icon: 'instagram', label: 'Instagram' },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const socials = SOCIALS.filter(({ key }) => info.social[key].trim() !== '');
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__top">
        <div className="site-footer__brand">
          <BrandLogo name={info.merchantName} />
          <Link className="site-footer__responsible" to="/responsible-gaming" data-testid="responsible-gaming">
            <span className="site-footer__age" aria-hidden="true">
              {t('footer.ageBadge')}
            </span>
            {t('footer.responsible')}
          </Link>
          <MirrorSitesButton />
        </div>
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.help')}</h2>
          <HelpLinks />
        </div>
        {socials.length > 0 && (
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{t('footer.follow')}</h2>
            <ul className="site-footer__socials" data-testid="social-links">
              {socials.map(({ key, icon, label }) => (
                <li key={key}>
                  <a
                    className={`site-footer__social site-footer__social--${key}`}
                    href={info.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
                  >
                    <Icon name={icon} size={18} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <FooterVendors />
      <div className="site-footer__bottom">
        <span>
          © {year} {info.merchantName}. {t('footer.rights')}
        </span>
      </div>
    </footer>
  );
}
