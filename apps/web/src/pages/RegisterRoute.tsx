import { useEffect } from 'react';
import { openAuthModal } from '../features/auth/hooks/useAuthModalStore';
import { HomePage } from './HomePage';

/** /register: the home lobby with the registration modal open. */
export function RegisterRoute() {
  useEffect(() => {
    openAuthModal('register');
  }, []);
  return <HomePage />;
}
