import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vendorListQuery } from '../../games/api/games';
import { vendorLobbyHref } from '../logic/vendor-links';
import { VendorLogo } from './VendorLogo';
import './vendors.css';

/** The game vendors shown in the footer (spec §1), each leading to its games. */
export function FooterVendors() {
  const { t } = useTranslation();
  const vendors = useQuery(vendorListQuery());
  const list = vendors.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="footer-vendors" aria-labelledby="footer-vendors-title" data-testid="footer-vendors">
      <h2 id="footer-vendors-title" className="footer-vendors__title">
        {t('vendors.footer')}
      </h2>
      <ul className="footer-vendors__list">
        {list.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link className="footer-vendors__item" to={vendorLobbyHref(vendor)} title={vendor.displayName}>
              <VendorLogo vendor={vendor} size={24} />
              <span>{vendor.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
