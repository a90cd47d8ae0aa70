import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingCover } from '../ui/LoadingCover';
import { hideLoadingCover } from '../ui/loading-cover-store';

/** Runs around every route: after each navigation the page scrolls to the top and the loading cover is hidden. */
export function RouteShell() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path or query changes.
  useEffect(() => {
    window.scrollTo(0, 0);
    hideLoadingCover();
  }, [pathname, search]);

  return (
    <>
      <Outlet />
      <LoadingCover isVisible={navigation.state === 'loading'} />
    </>
  );
}
