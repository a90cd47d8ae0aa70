import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../../ui/Modal';
import { closeAuthModal, useAuthModalStore } from '../hooks/useAuthModalStore';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { LoginPanel } from './LoginPanel';
import { RegisterPanel } from './RegisterPanel';

const AUTH_PATHS = ['/login', '/register'];

/** The account popups of spec §2: login, registration and forgotten password. */
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

  if (mode === 'register') {
    return (
      <Modal isOpen onClose={handleClose} size="medium" title={t('register.title')} testId="register-modal">
        <RegisterPanel />
      </Modal>
    );
  }

  if (mode === 'forgot') {
    return (
      <Modal isOpen onClose={handleClose} size="small" title={t('forgot.title')} testId="forgot-modal">
        <ForgotPasswordPanel />
      </Modal>
    );
  }

  return (
    <Modal isOpen onClose={handleClose} size="small" title={t('login.title')} testId="login-modal">
      <LoginPanel />
    </Modal>
  );
}
