import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { vendorListQuery } from '../../games/api/games';
import { isLargeVendorList, vendorLobbyHref } from '../logic/vendor-links';
import { VendorLogo } from './VendorLogo';
import './vendors.css';

/** The header's vendor list (spec §2): a compact list, or a large grid above 10 vendors. */
export function HeaderVendorMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const vendors = useQuery(vendorListQuery());
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) {
        setOpenedAt(null);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [isOpen]);

  const list = vendors.data ?? [];
  if (list.length === 0) return null;
  const isLarge = isLargeVendorList(list);

  return (
    <div className="header-vendors" ref={rootRef}>
      <button
        type="button"
        className="header-vendors__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenedAt(isOpen ? null : location.key)}
        data-testid="header-vendors"
      >
        <Icon name="grid" size={16} />
        <span className="header-vendors__label">{t('vendors.header')}</span>
        <Icon name="chevronDown" size={14} className="header-vendors__chevron" />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className={`header-vendors__panel${isLarge ? ' header-vendors__panel--large' : ''}`}
          data-testid="header-vendors-panel"
          data-layout={isLarge ? 'large' : 'compact'}
        >
          <p className="header-vendors__title">{t('vendors.count', { count: list.length })}</p>
          <ul className="header-vendors__list">
            {list.map((vendor) => (
              <li key={vendor.vassalage}>
                <Link
                  className="header-vendors__item"
                  to={vendorLobbyHref(vendor)}
                  onClick={() => setOpenedAt(null)}
                  data-testid="header-vendor"
                >
                  <VendorLogo vendor={vendor} size={isLarge ? 40 : 28} />
                  <span className="header-vendors__name">{vendor.displayName}</span>
                  <span className="header-vendors__meta">
                    {vendor.maintenance ? t('vendors.maintenance') : t(`categories.${vendor.gameType}`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
