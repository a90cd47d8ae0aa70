import { Outlet } from 'react-router';
import './site-layout.css';

/** Pages without header, side menu or footer (the agent area). */
export function BareLayout() {
  return (
    <div className="bare-layout">
      <Outlet />
    </div>
  );
}
