import { API } from '@fortuna/contracts/api-paths';
import type { SecondFactor } from '@fortuna/contracts/auth';
import { type Login, type LoginResult, loginResultSchema } from '@fortuna/contracts/session';
import { apiRequest } from '../../../api/client';
import { chunkLoader } from '../../../lib/lazy-chunk';

/** The proof-of-work solver (ALTCHA) arrives with the first sign-in, not with the site: a remembered sign-in needs none. */
const challengeSolver = chunkLoader(() => import('../../../lib/challenge'));

/** Which sign-in form is used: the agent landing admits agent accounts only. */
export type LoginPortal = Login['portal'];

export interface UsernameLogin {
  username: string;
  password: string;
  portal: LoginPortal;
  /** The captcha text, once a failed attempt asked for one. */
  captcha?: string;
  /** Ask the server for a revocable remember token (an HttpOnly cookie kept for a day). */
  remember?: boolean;
}

export interface SmsLogin {
  countryDialingCode: string;
  mobile: string;
  /** The SMS code sent by /wps/verification/sms/noLogin. */
  code: string;
  captcha?: string;
}

function captchaPart(captcha: string | undefined): { captcha?: string } {
  return captcha ? { captcha } : {};
}

/** The body of POST /session/login for a username sign-in from the given portal. */
export function buildUsernameLoginBody({ username, password, portal, captcha, remember }: UsernameLogin): Login {
  return { type: 'username', username, password, portal, remember: remember ?? false, ...captchaPart(captcha) };
}

/** The body of POST /session/login for an SMS sign-in: the number as username, the code as password. */
export function buildSmsLoginBody({ countryDialingCode, mobile, code, captcha }: SmsLogin): Login {
  return {
    type: 'sms',
    username: mobile,
    password: code,
    countryDialingCode,
    portal: 'member',
    remember: false,
    ...captchaPart(captcha),
  };
}

/** Signs in (encrypted, with a solved challenge); the answer carries the session token. */
export async function login(body: Login): Promise<LoginResult> {
  const { createChallengeField } = await challengeSolver();
  const challenge = await createChallengeField();
  return apiRequest(API.login, loginResultSchema, { method: 'POST', body: { ...body, challenge }, encrypted: true });
}

/** Completes a sign-in held for a second factor (SECOND_FACTOR_REQUIRED). */
export function verifySecondFactor(body: SecondFactor): Promise<LoginResult> {
  return apiRequest(API.loginVerify, loginResultSchema, { method: 'POST', body, encrypted: true });
}

/** Trades the HttpOnly remember cookie for a new session; NOT_LOGGED_IN when there is none. */
export function loginWithRememberToken(): Promise<LoginResult> {
  return apiRequest(API.loginRemembered, loginResultSchema, { method: 'POST' });
}
