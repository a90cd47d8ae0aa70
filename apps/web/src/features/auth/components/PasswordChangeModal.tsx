import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { lazyComponent } from '../../../lib/lazy-chunk';
import { LazyBoundary } from '../../../ui/LazyBoundary';
import { Modal } from '../../../ui/Modal';
import { clearPasswordChange, usePasswordChangeStore } from '../hooks/usePasswordChangeStore';

const PasswordChangeContent = lazyComponent(() =>
  import('./PasswordChangeContent').then((module) => module.PasswordChangeContent),
);

/**
 * The change-password popup of spec §2 and §4. When the merchant forces the change it cannot be
 * dismissed (only signing out leaves it); otherwise "Later" closes it.
 */
export function PasswordChangeModal() {
  const { t } = useTranslation();
  const reason = usePasswordChangeStore((state) => state.reason);
  const isForced = useSiteInfo().info.whitelabel.forcePasswordChange;
  if (!reason) return null;
  return (
    <Modal
      isOpen
      onClose={isForced ? () => undefined : clearPasswordChange}
      hasCloseButton={!isForced}
      closesOnBackdrop={!isForced}
      size="small"
      title={t('changePassword.title')}
      testId="change-password-modal"
    >
      <LazyBoundary>
        <PasswordChangeContent reason={reason} isForced={isForced} />
      </LazyBoundary>
    </Modal>
  );
}
