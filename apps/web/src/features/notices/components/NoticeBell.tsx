import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-chunk';
import { Icon } from '../../../ui/Icon';
import { LazyBoundary } from '../../../ui/LazyBoundary';
import { Modal } from '../../../ui/Modal';

const NoticeList = lazyComponent(() => import('./NoticeList').then((module) => module.NoticeList));

/** The header bell (spec §2): opens the notices the staff have published. */
export function NoticeBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('header.notices')}
        title={t('header.notices')}
        data-testid="notice-bell"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void NoticeList.preload()}
        onFocus={() => void NoticeList.preload()}
      >
        <Icon name="bell" size={18} />
      </button>
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title={t('notices.title')} testId="notices-modal">
        <LazyBoundary>
          <NoticeList />
        </LazyBoundary>
      </Modal>
    </>
  );
}
