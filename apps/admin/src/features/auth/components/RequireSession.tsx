import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../../../session/session-store';
import { ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { sessionQuery } from '../api/session.api';
import { TotpEnrolment } from './TotpEnrolment';

/** Renders its children only for a signed-in staff member; otherwise sends them to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const staff = useSessionStore((state) => state.staff);
  const setStaff = useSessionStore((state) => state.setStaff);
  const signOut = useSessionStore((state) => state.signOut);
  const location = useLocation();
  const session = useQuery({ ...sessionQuery, enabled: token !== null });

  useEffect(() => {
    if (session.data) setStaff(session.data);
  }, [session.data, setStaff]);

  if (!token) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (staff?.mustEnrolSecondFactor) {
    return (
      <div className="splash" data-testid="totp-required">
        <section className="card">
          <h1>Set up a second factor</h1>
          <p>The back office requires an authenticator app for every staff account. Set it up to continue.</p>
          <TotpEnrolment />
          <button type="button" className="btn btn-ghost" onClick={() => signOut()}>
            Sign out
          </button>
        </section>
      </div>
    );
  }
  if (staff) return children;
  if (session.isError) {
    return (
      <div className="splash">
        <ErrorBlock error={session.error} onRetry={() => void session.refetch()} />
        <button type="button" className="btn btn-ghost" onClick={() => signOut()}>
          Back to sign in
        </button>
      </div>
    );
  }
  return (
    <div className="splash">
      <LoadingBlock label="Opening your session…" />
    </div>
  );
}
