import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyComponent } from '../lib/lazy-chunk';
import { LazyBoundary } from '../ui/LazyBoundary';
import { Modal } from '../ui/Modal';
import { HomePage } from './HomePage';

const ResetPasswordForm = lazyComponent(() =>
  import('../features/auth/components/ResetPasswordForm').then((module) => module.ResetPasswordForm),
);

/** /resetPassword?token=…: the link of a reset email; the new password is set over the home lobby. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <HomePage />
      <Modal
        isOpen
        onClose={() => void navigate('/', { replace: true })}
        size="small"
        title={t('resetPassword.title')}
        testId="reset-password-modal"
      >
        <LazyBoundary>
          <ResetPasswordForm token={params.get('token') ?? ''} />
        </LazyBoundary>
      </Modal>
    </>
  );
}
