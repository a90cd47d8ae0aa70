import { readCookie, removeCookie, writeCookie } from '../../../lib/cookies';

/** Remember-me cookies last one day (spec §9: 86,400,000 ms). */
export const REMEMBER_ME_MAX_AGE_MS = 86_400_000;

const COOKIE_KEYS = { username: 'lastUsername', remember: 'rememberMe' } as const;

export interface RememberedLogin {
  username: string;
  isRemembered: boolean;
}

/** The username remembered from the last sign-in, if the player asked for it. The password is never stored. */
export function readRememberedLogin(): RememberedLogin {
  const isRemembered = readCookie(COOKIE_KEYS.remember) === 'true';
  return { username: isRemembered ? (readCookie(COOKIE_KEYS.username) ?? '') : '', isRemembered };
}

/** Keeps or forgets the username after a successful sign-in. */
export function saveRememberedLogin(login: RememberedLogin): void {
  if (!login.isRemembered) {
    removeCookie(COOKIE_KEYS.username);
    removeCookie(COOKIE_KEYS.remember);
    return;
  }
  writeCookie(COOKIE_KEYS.username, login.username, REMEMBER_ME_MAX_AGE_MS);
  writeCookie(COOKIE_KEYS.remember, 'true', REMEMBER_ME_MAX_AGE_MS);
}
