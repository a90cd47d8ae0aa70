import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page crashes, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unexpected error';

  return (
    <div className="splash">
      <div className="empty-state">
        <p className="empty-title">Something went wrong on this page</p>
        <p className="muted">{message}</p>
        <Link to="/" className="btn btn-primary" reloadDocument>
          Reload the back office
        </Link>
      </div>
    </div>
  );
}
