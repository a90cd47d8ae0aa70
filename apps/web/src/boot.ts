/**
 * The page's entry. When the server's first screen shows the page's main content (the home lobby's
 * banner area), the site (main.tsx) is started only once the browser has painted it, so that paint
 * does not wait for, or share the network with, the site's code (docs/performance.md); a tab opened
 * in the background, which does not paint, starts it after a short wait instead. On other pages the
 * content needs the code, which then starts at once.
 */
const BACKGROUND_START_MS = 1000;

let isStarted = false;

function start(): void {
  if (isStarted) return;
  isStarted = true;
  void import('./main');
}

if (document.querySelector('#root .banner-area')) {
  // The callback of the next animation frame runs just before that frame is painted; a task queued
  // from it runs after the paint.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, BACKGROUND_START_MS);
} else {
  start();
}
