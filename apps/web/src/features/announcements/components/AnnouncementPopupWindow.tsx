import type { Announcement } from '@fortuna/contracts/content';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { AnnouncementBrowser } from './AnnouncementBrowser';

/** The popup window: its own chunk, downloaded only when there is something to show. */
export function AnnouncementPopup({ items, onClose }: { items: readonly Announcement[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen onClose={onClose} title={t('announcements.title')} size="large" testId="announcement-popup">
      <AnnouncementBrowser items={items} onLeave={onClose} />
    </Modal>
  );
}
