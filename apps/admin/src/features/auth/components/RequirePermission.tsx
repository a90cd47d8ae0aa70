import type { Staff } from '@fortuna/contracts/staff';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionStore } from '../../../session/session-store';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState } from '../../../ui/StateViews';

interface RequirePermissionProps {
  /** The rule from session/permissions, the same one that hides the navigation entry. */
  allow: (staff: Staff | null) => boolean;
  /** The page's title, kept so the browser tab still says where the staff member is. */
  title: string;
  /** Who may open the page, e.g. "administrators, risk and support staff". */
  audience: string;
  children: ReactNode;
}

/** Shows the page only to the roles that may use it; others get an explanation instead of failing calls. */
export function RequirePermission({ allow, title, audience, children }: RequirePermissionProps) {
  const isAllowed = useSessionStore((state) => allow(state.staff));
  if (isAllowed) return children;
  return (
    <>
      <PageHeader title={title} />
      <section className="card" data-testid="permission-denied">
        <EmptyState title="Not available for your role">
          <p>Only {audience} can open this page.</p>
          <Link to="/" className="btn btn-ghost">
            Back to the dashboard
          </Link>
        </EmptyState>
      </section>
    </>
  );
}
