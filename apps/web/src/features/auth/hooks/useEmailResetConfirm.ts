import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showDialog } from '../../../ui/dialog-store';
import { confirmEmailReset } from '../api/password-reset';
import { openAuthModal } from './useAuthModalStore';

/** Sets the new password of a reset link, then goes home with the login popup open (spec §4). */
export function useEmailResetConfirm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: confirmEmailReset,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      openAuthModal('login');
      showDialog({ icon: 'success', title: t('resetPassword.done'), message: t('resetPassword.doneText') });
    },
  });
}
