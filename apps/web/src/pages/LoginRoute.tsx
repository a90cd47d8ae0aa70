import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { openAuthModal } from '../features/auth/hooks/useAuthModalStore';
import { useSessionStore } from '../features/auth/hooks/useSessionStore';
import { HomePage } from './HomePage';

/** /login: the home lobby; on load it goes to / and opens the login popup (spec §2), unless already signed in. */
export function LoginRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    if (useSessionStore.getState().token === null) openAuthModal('login');
    void navigate('/', { replace: true });
  }, [navigate]);
  return <HomePage />;
}
