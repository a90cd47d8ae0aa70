/** Spec §4 and §9: the favourite toggle answers at most once per second. */
export const FAVOURITE_THROTTLE_MS = 1000;

export type FavouriteCheck = 'login' | 'realAccount' | 'go';

/** Whether a heart click may go ahead: it needs a signed-in, real (non-trial) account. */
export function checkFavouriteToggle(options: { isLoggedIn: boolean; isTrial: boolean }): FavouriteCheck {
  if (!options.isLoggedIn) return 'login';
  return options.isTrial ? 'realAccount' : 'go';
}

/** The id list right after a click, before the server answers (the heart changes at once). */
export function toggleFavouriteIds(ids: readonly number[], nodeId: number): { ids: number[]; added: boolean } {
  if (ids.includes(nodeId)) return { ids: ids.filter((id) => id !== nodeId), added: false };
  return { ids: [...ids, nodeId], added: true };
}

/**
 * A leading-edge throttle: `tryPass()` is true at most once per `intervalMs`; calls in between are
 * dropped, not queued.
 */
export function createThrottleGate(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass(): boolean {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      return true;
    },
  };
}
