import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/session';
import { loginWithRememberToken } from '../api/login';
import { readRememberedLogin } from './remember-me';
import { startSession } from './useSessionStore';
import { openSession } from './useSignIn';

/** Once per page load, even when React runs effects twice in development. */
let attempt: Promise<void> | null = null;

function shouldTry(): boolean {
  return getToken() === null && readRememberedLogin().isRemembered;
}

/**
 * Start-up with "remember me" (spec §3, §4): without a session token but with the remember flag,
 * the HttpOnly remember cookie is traded for a new session, silently; any failure leaves the
 * visitor signed out. Returns whether the site may render (the attempt is over or not needed).
 */
export function useRememberedSignIn(isReady: boolean): boolean {
  const queryClient = useQueryClient();
  const [isSettled, setIsSettled] = useState(() => attempt === null && !shouldTry());

  useEffect(() => {
    if (!isReady || isSettled) return;
    attempt ??= (async () => {
      try {
        const { result, info } = await openSession(await loginWithRememberToken(), queryClient);
        startSession(result.token, { isAgent: isAgentType(info.type), isTrial: isTrialType(info.type) });
      } catch {
        // No valid remember token: the visitor simply starts signed out.
      }
    })();
    let isCurrent = true;
    void attempt.then(() => {
      if (isCurrent) setIsSettled(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isReady, isSettled, queryClient]);

  return isSettled;
}
