import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ComingSoonPanel } from '../../../ui/ComingSoonPanel';
import { Modal } from '../../../ui/Modal';
import { closeAuthModal, openAuthModal, useAuthModalStore } from '../hooks/useAuthModalStore';
import { LoginPanel } from './LoginPanel';

const AUTH_PATHS = ['/login', '/register'];

/** The login popup (username sign-in) and the registration popup, which still arrives later and says so. */
export function AuthModal() {
  const { t } = useTranslation();
  const mode = useAuthModalStore((state) => state.mode);
  const location = useLocation();
  const navigate = useNavigate();

  if (mode === null) return null;

  const handleClose = () => {
    closeAuthModal();
    if (AUTH_PATHS.includes(location.pathname)) void navigate('/', { replace: true });
  };

  if (mode === 'login') {
    return (
      <Modal isOpen onClose={handleClose} size="small" title={t('login.title')} testId="login-modal">
        <LoginPanel />
      </Modal>
    );
  }

  return (
    <Modal isOpen onClose={handleClose} size="small" label={t('planned.register.title')} testId="register-modal">
      <ComingSoonPanel
        isCompact
        icon="sparkles"
        title={t('planned.register.title')}
        description={t('planned.register.body')}
        actions={
          <>
            <button type="button" className="btn btn--secondary" onClick={() => openAuthModal('login')}>
              {t('common.login')}
            </button>
            <button type="button" className="btn btn--primary" onClick={handleClose}>
              {t('common.close')}
            </button>
          </>
        }
      />
    </Modal>
  );
}
