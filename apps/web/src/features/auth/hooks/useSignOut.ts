import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showDialog } from '../../../ui/dialog-store';
import { logout } from '../api/logout';
import { endLocalSession } from './useSessionStore';

/** Asks for confirmation ('in_sure_logout'), then signs out, keeps the merchant values and goes home (spec §4). */
export function useSignOut(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const signOut = async () => {
    // The server call needs the token, so the local session ends only after it was sent; leaving
    // the page first keeps pages that need a session from sending the player to the login popup.
    await logout();
    await navigate('/');
    endLocalSession();
  };

  return () => {
    showDialog({
      icon: 'warning',
      title: t('signOut.title'),
      message: t('signOut.body'),
      buttons: [
        { label: t('common.cancel') },
        { label: t('common.confirm'), variant: 'primary', onClick: () => void signOut() },
      ],
    });
  };
}
