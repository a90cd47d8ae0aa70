import { Link } from 'react-router';
import { EmptyState } from '../../ui/StateViews';

export function NotFoundPage() {
  return (
    <EmptyState title="Page not found">
      <p>This address does not match any back-office page.</p>
      <Link to="/" className="btn btn-primary">
        Go to the dashboard
      </Link>
    </EmptyState>
  );
}
