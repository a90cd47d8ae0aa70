import { ANNOUNCEMENTS_PER_PAGE, type Announcement } from '@fortuna/contracts/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { Pagination } from '../../../ui/Pagination';
import { SafeHtml } from '../../../ui/SafeHtml';
import { useIsLoggedIn, useIsTrial } from '../../auth/hooks/useSessionStore';
import { formatDate } from '../logic/format-date';
import './announcement-browser.css';

interface AnnouncementBrowserProps {
  items: readonly Announcement[];
  /** Called just before the promotion button leaves for the reward centre or promotions page (a popup closes itself). */
  onLeave?: () => void;
}

/**
 * Announcements 9 a page on the left and the chosen one on the right (stacked on phones).
 * The first one starts open; choosing an open one again collapses it.
 */
export function AnnouncementBrowser({ items, onLeave }: AnnouncementBrowserProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(items[0]?.id ?? null);
  const totalPages = Math.ceil(items.length / ANNOUNCEMENTS_PER_PAGE);
  const pageItems = items.slice((pageNo - 1) * ANNOUNCEMENTS_PER_PAGE, pageNo * ANNOUNCEMENTS_PER_PAGE);
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const isLoggedIn = useIsLoggedIn();
  const isTrial = useIsTrial();
  /** Spec §2: an item with a promotionType opens the reward centre; a visitor gets the promotions to join. */
  const goToPromotion = () => {
    onLeave?.();
    void navigate(isLoggedIn && !isTrial ? '/member?page=rewardCenter' : '/promotions');
  };

  return (
    <div className={`announcements${selected ? '' : ' announcements--collapsed'}`}>
      <div className="announcements__list-wrap">
        <ul className="announcements__list">
          {pageItems.map((item) => {
            const isSelected = item.id === selectedId;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={`announcements__item${isSelected ? ' announcements__item--active' : ''}`}
                  aria-expanded={isSelected}
                  onClick={() => setSelectedId(isSelected ? null : item.id)}
                  data-testid="announcement-item"
                >
                  <span className="announcements__item-icon" aria-hidden="true">
                    <Icon name={item.promotionType ? 'gift' : 'info'} size={16} />
                  </span>
                  <span className="announcements__item-text">
                    <span className="announcements__item-title">{item.title}</span>
                    <span className="announcements__item-date">{formatDate(item.createdAt, i18n.language)}</span>
                  </span>
                  <Icon name="chevronRight" size={16} className="announcements__chevron" />
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination pageNo={pageNo} totalPages={totalPages} onPageChange={setPageNo} testId="announcement-pagination" />
      </div>
      <article className="announcements__detail" aria-live="polite" data-testid="announcement-detail">
        {selected ? (
          <>
            <h3 className="announcements__detail-title">{selected.title}</h3>
            <p className="announcements__detail-date">{formatDate(selected.createdAt, i18n.language)}</p>
            <SafeHtml html={selected.content} className="announcements__content rich-text" />
            {selected.promotionType && (
              <button
                type="button"
                className="btn btn--primary announcements__promo"
                onClick={goToPromotion}
                data-testid="announcement-promotion"
              >
                <Icon name="gift" size={16} />
                {t('announcements.goToPromotion')}
              </button>
            )}
          </>
        ) : (
          <p className="announcements__hint">{t('announcements.pick')}</p>
        )}
      </article>
    </div>
  );
}
