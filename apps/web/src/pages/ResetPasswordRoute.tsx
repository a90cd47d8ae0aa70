import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';
import { Modal } from '../ui/Modal';
import { HomePage } from './HomePage';

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
        <ResetPasswordForm token={params.get('token') ?? ''} />
      </Modal>
    </>
  );
}
