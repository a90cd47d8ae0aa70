import { Outlet } from 'react-router';
import { PasswordChangeModal } from '../features/auth/components/PasswordChangeModal';
import './site-layout.css';

/** Pages without header, side menu or footer (the agent area); an agent may still owe a password change. */
export function BareLayout() {
  return (
    <div className="bare-layout">
      <Outlet />
      <PasswordChangeModal />
    </div>
  );
}
