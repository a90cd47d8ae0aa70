import { type RefObject, useEffect, useRef } from 'react';

/**
 * A controller aborted when the screen goes away, so reveals still running stop. It is made in the
 * effect, so React's development remount gets a fresh one.
 */
export function useAlive(): RefObject<AbortController> {
  const alive = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);
  return alive;
}
