import { API } from '@fortuna/contracts/api-paths';
import { type LoginResult, loginResultSchema } from '@fortuna/contracts/session';
import { apiRequest } from '../../../api/client';

export interface UsernameLogin {
  username: string;
  password: string;
}

/** Signs in with a username and password; the answer carries the session token. */
export function loginWithUsername(credentials: UsernameLogin): Promise<LoginResult> {
  return apiRequest(API.login, loginResultSchema, {
    method: 'POST',
    body: { username: credentials.username, password: credentials.password, type: 'username' },
  });
}
