/** The longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

let idle: Promise<void> | null = null;

/**
 * Settles once the page has loaded (the load event) and the main thread then has an idle moment (at
 * most IDLE_TIMEOUT_MS later): for work the first screen does not need, so it neither competes with
 * the first screen's downloads nor lengthens its start-up tasks. The same promise for every caller.
 */
export function whenPageIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        window.setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}
