/** Our own products' windows (the studio, the sportsbook): the only site paths a game window may show. */
const SITE_GAME_PREFIXES = ['/studio/', '/sportsbook/play/'];
const isSiteGamePath = (path: string) => SITE_GAME_PREFIXES.some((prefix) => path.startsWith(prefix));

/** Spaces, tabs, line breaks and other control characters: browsers drop some of them, so they hide a scheme. */
function hasHiddenCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/**
 * The address a game window (or a replay) may load, or null when it must be refused: a path of the
 * site's studio or sportsbook (`/studio/…`, `/sportsbook/play/…`, still there once `..` and the like are resolved) or an https
 * address of a third-party vendor. Protocol-relative (`//host`), backslash tricks, `javascript:`,
 * `data:`, plain http and anything with hidden characters are refused.
 */
export function safeGameUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw || hasHiddenCharacters(raw) || raw.includes('\\')) return null;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//') || !isSiteGamePath(raw)) return null;
    let resolved: URL;
    try {
      resolved = new URL(raw, origin);
    } catch {
      return null;
    }
    if (resolved.origin !== new URL(origin).origin || !isSiteGamePath(resolved.pathname)) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  }
  if (!/^https:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A node id from the query: a positive whole number, or null. */
export function parseNodeId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The game window page for a launched game: /seamless?url=…&nodeId=… */
export function seamlessHref(url: string, nodeId: number): string {
  return `/seamless?url=${encodeURIComponent(url)}&nodeId=${nodeId}`;
}

/** The navigation state the game window is opened with: the page the game was started from. */
export interface SeamlessState {
  lobby: string;
}

/**
 * Where "back to lobby" goes: the site page the game was started from (kept in the navigation state),
 * or home when the window was opened directly or the state is not a plain site path.
 */
export function lobbyHrefOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('lobby' in state) || typeof state.lobby !== 'string') return '/';
  const lobby = state.lobby;
  const isSitePath = lobby.startsWith('/') && !lobby.startsWith('//') && !lobby.includes('\\');
  return isSitePath && !lobby.startsWith('/seamless') ? lobby : '/';
}
