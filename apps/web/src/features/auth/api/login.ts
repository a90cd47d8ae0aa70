import { API } from '@fortuna/contracts/api-paths';
import { type Login, type LoginResult, loginResultSchema } from '@fortuna/contracts/session';
import { apiRequest } from '../../../api/client';

/** Which sign-in form is used: the agent landing admits agent accounts only. */
export type LoginPortal = Login['portal'];

export interface UsernameLogin {
  username: string;
  password: string;
  portal: LoginPortal;
}

/** The body of POST /session/login for a username sign-in from the given portal. */
export function buildLoginBody({ username, password, portal }: UsernameLogin): Login {
  return { username, password, type: 'username', portal };
}

/** Signs in with a username and password; the answer carries the session token. */
export function loginWithUsername(credentials: UsernameLogin): Promise<LoginResult> {
  return apiRequest(API.login, loginResultSchema, { method: 'POST', body: buildLoginBody(credentials) });
}
