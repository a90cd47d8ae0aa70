import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { chunkLoader, lazyComponent } from '../../../lib/lazy-chunk';
import { LazyBoundary } from '../../../ui/LazyBoundary';
import { Modal } from '../../../ui/Modal';
import { closeAuthModal, useAuthModalStore } from '../hooks/useAuthModalStore';

const AUTH_PATHS = ['/login', '/register'];

/** The panels are downloaded on first use; the popup itself opens at once and shows a spinner meanwhile. */
const authPanels = chunkLoader(() => import('./auth-panels'));
const LoginPanel = lazyComponent(() => authPanels().then((panels) => panels.LoginPanel));
const RegisterPanel = lazyComponent(() => authPanels().then((panels) => panels.RegisterPanel));
const ForgotPasswordPanel = lazyComponent(() => authPanels().then((panels) => panels.ForgotPasswordPanel));

/** Starts downloading the account popups, e.g. when a login or register button is pointed at. */
export function preloadAuthPanels(): void {
  void LoginPanel.preload();
}

/** Links to /login and /register (header, side menu) and anything marked data-prefetch="auth". */
const AUTH_INTENT_SELECTOR = 'a[href="/login"], a[href="/register"], [data-prefetch="auth"]';

/** A pointer over, or focus on, a way into the account popups starts their download. */
function usePreloadOnIntent(): void {
  useEffect(() => {
    const handleIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(AUTH_INTENT_SELECTOR)) {
        preloadAuthPanels();
        document.removeEventListener('pointerover', handleIntent);
        document.removeEventListener('focusin', handleIntent);
      }
    };
    document.addEventListener('pointerover', handleIntent, { passive: true });
    document.addEventListener('focusin', handleIntent);
    return () => {
      document.removeEventListener('pointerover', handleIntent);
      document.removeEventListener('focusin', handleIntent);
    };
  }, []);
}

/** The account popups of spec §2: login, registration and forgotten password. */
export function AuthModal() {
  const { t } = useTranslation();
  const mode = useAuthModalStore((state) => state.mode);
  const location = useLocation();
  const navigate = useNavigate();
  usePreloadOnIntent();

  if (mode === null) return null;

  const handleClose = () => {
    closeAuthModal();
    if (AUTH_PATHS.includes(location.pathname)) void navigate('/', { replace: true });
  };

  if (mode === 'register') {
    return (
      <Modal isOpen onClose={handleClose} size="medium" title={t('register.title')} testId="register-modal">
        <LazyBoundary>
          <RegisterPanel />
        </LazyBoundary>
      </Modal>
    );
  }

  if (mode === 'forgot') {
    return (
      <Modal isOpen onClose={handleClose} size="small" title={t('forgot.title')} testId="forgot-modal">
        <LazyBoundary>
          <ForgotPasswordPanel />
        </LazyBoundary>
      </Modal>
    );
  }

  return (
    <Modal isOpen onClose={handleClose} size="small" title={t('login.title')} testId="login-modal">
      <LazyBoundary>
        <LoginPanel />
      </LazyBoundary>
    </Modal>
  );
}
