import { type LaunchParams, readLaunchParams, stripTokenFromAddressBar } from './launch';

/**
 * The launch parameters of the page as it was opened, read once before the first render; the
 * token is then taken out of the address bar at once (before any other code or navigation can
 * copy it into history, logs or a shared link) and kept only in memory.
 */
let captured: (LaunchParams & { path: string }) | null = null;

export function captureLaunch(): void {
  if (captured || typeof window === 'undefined') return;
  captured = { ...readLaunchParams(window.location.search), path: window.location.pathname };
  stripTokenFromAddressBar();
}

/** The launch token for this page path (null on a reload, when it was already used). */
export function launchFor(path: string): LaunchParams {
  if (!captured || captured.path !== path) return { token: null, lang: readLaunchParams(window.location.search).lang };
  return { token: captured.token, lang: captured.lang };
}
