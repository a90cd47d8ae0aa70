/**
 * The page's entry. When the server's first screen shows the page's main content (the home lobby's
 * banner area), the site (main.tsx) is started only once the browser has painted it, so that paint
 * does not wait for, or share the network with, the site's code (docs/performance.md); a tab opened
 * in the background, which does not paint, starts it after a short wait instead. On other pages the
 * content needs the code, which then starts at once.
 */
const BACKGROUND_START_MS = 1000;

let isStarted = false;

/**
 * The start-up code's chunks (vite.config.ts), those others import first. Each is evaluated in a task
 * of its own, so the site's start is several short tasks rather than one long one (docs/performance.md).
 */
const STARTUP_STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@tanstack/react-query'),
  () => import('./main'),
];

/**
 * Settles in a later task, once the browser has had the chance to handle input. (The entry imports
 * nothing of the site's statically, so it keeps its own copy of this helper; main.tsx has another.)
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  if (isStarted) return;
  isStarted = true;
  for (const stage of STARTUP_STAGES) {
    await stage();
    await nextTask();
  }
}

if (document.querySelector('#root .banner-area')) {
  // The callback of the next animation frame runs just before that frame is painted; a task queued
  // from it runs after the paint.
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
  setTimeout(() => void start(), BACKGROUND_START_MS);
} else {
  void start();
}
