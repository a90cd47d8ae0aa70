import type { Audience } from '@fortuna/contracts/content';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** Session storage keys: the audiences already shown this session, and a pending first sign-in. */
export const POPUP_SHOWN_KEY = 'popupShown';
export const FIRST_LOGIN_KEY = 'firstLogin';

/**
 * The popup audiences of spec §4 for a visitor, in the order they are shown: B for anonymous
 * visitors; F (first sign-in) then A for signed-in members.
 */
export function audiencesFor(isLoggedIn: boolean, isFirstLogin: boolean): Audience[] {
  if (!isLoggedIn) return ['B'];
  return isFirstLogin ? ['F', 'A'] : ['A'];
}

/** The first wanted audience not shown yet this session, or null. */
export function nextAudience(wanted: readonly Audience[], shown: readonly Audience[]): Audience | null {
  return wanted.find((audience) => !shown.includes(audience)) ?? null;
}

const isAudience = (value: unknown): value is Audience => value === 'A' || value === 'B' || value === 'F';

/** Reads the stored list; anything unreadable counts as nothing shown. */
export function parseShown(raw: string | null): Audience[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter(isAudience))] : [];
  } catch {
    return [];
  }
}

/** The list with one more audience (once). */
export function withShown(shown: readonly Audience[], audience: Audience): Audience[] {
  return shown.includes(audience) ? [...shown] : [...shown, audience];
}

export function readShownAudiences(): Audience[] {
  return parseShown(readStorage('session', POPUP_SHOWN_KEY));
}

export function markAudienceShown(audience: Audience): void {
  writeStorage('session', POPUP_SHOWN_KEY, JSON.stringify(withShown(readShownAudiences(), audience)));
}

/** Called where a sign-in succeeds: a first sign-in gets the F popups of this session. */
export function noteFirstLogin(isFirstLogin: boolean): void {
  if (isFirstLogin) writeStorage('session', FIRST_LOGIN_KEY, '1');
  else removeStorage('session', FIRST_LOGIN_KEY);
}

export function isFirstLoginSession(): boolean {
  return readStorage('session', FIRST_LOGIN_KEY) === '1';
}
