import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../ui/dialog-store';
import { Icon } from '../../../ui/Icon';

/** The header bell. Notices arrive in a later release, so it says so instead of showing an empty list. */
export function NoticeBell() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={t('header.notices')}
      title={t('header.notices')}
      data-testid="notice-bell"
      onClick={() => showDialog({ icon: 'info', title: t('notices.title'), message: t('notices.body') })}
    >
      <Icon name="bell" size={18} />
    </button>
  );
}
