import { redirect } from 'react-router';
import { ApiError } from '../api/api-error';
import { memberInfoQuery } from '../api/member-info';
import { getToken, isAgentSession } from '../lib/session';
import { queryClient } from './query-client';

/** Loader for routes that need a signed-in player: without a token, go to /login (spec §2). */
export function requireToken(): null {
  if (!getToken()) throw redirect('/login');
  return null;
}

/** Loader for the agent centre: anyone who is not a signed-in agent goes to /agent. */
export function requireAgent(): null {
  if (!isAgentSession()) throw redirect('/agent');
  return null;
}

/**
 * Loader for the member centre: it needs a token, otherwise /login. The account is read first so
 * the page can show a trial account the call for a real account instead of the centre (spec §2,
 * §6); other failures to read it are shown by the page itself.
 */
export async function requireMemberCentre(): Promise<null> {
  if (!getToken()) throw redirect('/login');
  try {
    await queryClient.ensureQueryData(memberInfoQuery());
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') throw redirect('/login');
  }
  return null;
}
