/**
 * A leading-edge throttle: the first call runs at once, further calls within `intervalMs` of the last
 * run are dropped. Answers whether the action ran.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): (action: () => void) => boolean {
  let lastRunAt: number | undefined;
  return (action) => {
    const time = now();
    if (lastRunAt !== undefined && time - lastRunAt < intervalMs) return false;
    lastRunAt = time;
    action();
    return true;
  };
}
