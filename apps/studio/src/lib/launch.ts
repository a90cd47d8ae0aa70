import type { Fairness, StudioRound, StudioSession } from '@fortuna/contracts/studio';
import type { StudioApi } from '../api/studio-api';

/** The launch URL's parameters: /studio/play/{gameCode}?token={launchToken}&lang={EN|TY}. */
export interface LaunchParams {
  token: string | null;
  lang: string | null;
}

export function readLaunchParams(search: string): LaunchParams {
  const params = new URLSearchParams(search);
  return { token: params.get('token'), lang: params.get('lang') };
}

/**
 * The address without the launch token (the rest of the query and the hash kept), so the token is
 * not left in the history, bookmarks or a shared link.
 */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Removes the launch token from the address bar without a navigation. */
export function stripTokenFromAddressBar(): void {
  if (!new URL(window.location.href).searchParams.has('token')) return;
  window.history.replaceState(window.history.state, '', withoutToken(window.location.href));
}

const pendingSessions = new Map<string, Promise<StudioSession>>();

/**
 * Opens the studio session for a launch token once per page: a launch token is single-use, so a
 * second render (React's development double effects, a remount) reuses the same request.
 * A failed request may be retried with the same token (it was never accepted).
 */
export function openSessionOnce(api: StudioApi, launchToken: string): Promise<StudioSession> {
  let pending = pendingSessions.get(launchToken);
  if (!pending) {
    pending = api.createSession(launchToken);
    pendingSessions.set(launchToken, pending);
    pending.catch(() => pendingSessions.delete(launchToken));
  }
  return pending;
}

/** What the game window keeps in sessionStorage, so a reload of the tab continues the session. */
export interface SessionSnapshot {
  session: StudioSession;
  balance: string;
  fairness: Fairness;
  history: StudioRound[];
  /** The choices sent for each round (for the verify page), by roundId. */
  sentChoices: Record<string, unknown>;
  /** Server seeds revealed by rotations, by their hash. */
  revealedSeeds: Record<string, string>;
}

const snapshotKey = (gameCode: string) => `fortuna-studio.session.${gameCode}`;
export const HISTORY_LIMIT = 50;

export function saveSnapshot(gameCode: string, snapshot: SessionSnapshot): void {
  try {
    const trimmed: SessionSnapshot = { ...snapshot, history: snapshot.history.slice(0, HISTORY_LIMIT) };
    sessionStorage.setItem(snapshotKey(gameCode), JSON.stringify(trimmed));
  } catch {
    // Storage full or refused: the session then lasts as long as the page.
  }
}

export function loadSnapshot(gameCode: string): SessionSnapshot | null {
  try {
    const text = sessionStorage.getItem(snapshotKey(gameCode));
    if (!text) return null;
    const snapshot = JSON.parse(text) as SessionSnapshot;
    if (!snapshot?.session?.studioToken || snapshot.session.game?.code !== gameCode) return null;
    return snapshot;
  } catch {
    return null;
  }
}

export function clearSnapshot(gameCode: string): void {
  try {
    sessionStorage.removeItem(snapshotKey(gameCode));
  } catch {
    // Nothing stored.
  }
}

/** A link to the public verify page, prefilled. */
export function verifyHref(input: {
  gameCode: string;
  serverSeed?: string | null;
  serverSeedHash?: string | null;
  clientSeed?: string | null;
  nonce?: number | null;
  choices?: unknown;
  currency?: string;
  lang?: string;
}): string {
  const params = new URLSearchParams({ game: input.gameCode });
  if (input.serverSeed) params.set('serverSeed', input.serverSeed);
  if (input.serverSeedHash) params.set('hash', input.serverSeedHash);
  if (input.clientSeed) params.set('clientSeed', input.clientSeed);
  if (input.nonce !== null && input.nonce !== undefined) params.set('nonce', String(input.nonce));
  if (input.choices !== undefined) params.set('choices', JSON.stringify(input.choices));
  if (input.currency) params.set('currency', input.currency);
  if (input.lang) params.set('lang', input.lang);
  return `/studio/verify?${params.toString()}`;
}
