import type { SportsSession } from '@fortuna/contracts/sportsbook';
import { useEffect, useState } from 'react';
import { openSportsSession } from '../api/sportsbook-api';

const STORAGE_KEY = 'fortuna.sportsbook.session';
/** A launch token opens one window only: a second effect run (strict mode) waits for the first call. */
const opening = new Map<string, Promise<SportsSession>>();

function stored(): SportsSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SportsSession) : null;
  } catch {
    return null;
  }
}

/**
 * The sportsbook window's session: opened from the launch token in the address (then dropped from it, so a
 * reload goes on with the stored session), or the one this tab opened before.
 */
export function useSportsSession(): { session: SportsSession | null; failed: boolean } {
  const [session, setSession] = useState<SportsSession | null>(() => stored());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const url = new URL(window.location.href);
    const launchToken = url.searchParams.get('token');
    if (!launchToken) {
      if (!stored()) setFailed(true);
      return;
    }
    const call = opening.get(launchToken) ?? openSportsSession(launchToken);
    opening.set(launchToken, call);
    call
      .then((opened) => {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(opened));
        url.searchParams.delete('token');
        window.history.replaceState(null, '', `${url.pathname}${url.search}`);
        setSession(opened);
      })
      .catch(() => {
        if (!stored()) setFailed(true);
      });
  }, []);
  return { session, failed };
}
