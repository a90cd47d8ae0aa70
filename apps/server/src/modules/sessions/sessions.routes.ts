import { secondFactorSchema } from '@fortuna/contracts/auth';
import { ok } from '@fortuna/contracts/envelope';
import { changePasswordSchema, freePlaySchema, loginSchema } from '@fortuna/contracts/session';
import { setPaymentPasswordSchema } from '@fortuna/contracts/wallet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { useEncryptedBodies } from '../../http/encrypted-bodies';
import { loginRateLimit } from '../../http/rate-limit';
import { bearerToken, hashToken } from '../../security/tokens';
import { useMerchantContext } from '../merchants/merchant-context';
import { afterSignIn } from '../risk/sign-in-signals';
import { useToken } from './account-tokens';
import { freePlayLogin } from './free-play';
import { memberOf, requireMember, sessionHashOf } from './member-auth';
import type { OpenedSession } from './open-session';
import { captchaIdOf, clearRememberCookie, REMEMBER_COOKIE, setRememberCookie } from './session-cookies';
import {
  changePassword,
  listSessions,
  logout,
  memberInfo,
  setPaymentPassword,
  signOutOtherSessions,
} from './sessions.service';
import { completeSecondFactor, signIn, signInRemembered } from './sign-in';

const tags = ['Accounts'];

const LOGIN_RATE_LIMIT = loginRateLimit('member-login');

/** Answers a sign-in: the LoginResult, and the remember-me cookie when one was issued. */
async function signedIn(request: FastifyRequest, reply: FastifyReply, session: OpenedSession) {
  await afterSignIn(request, session.accountId);
  setRememberCookie(request, reply, session.rememberToken);
  return ok(session.result);
}

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  useEncryptedBodies(app);

  app.post(
    '/wps/session/login',
    {
      schema: {
        tags,
        summary: 'Sign in with username and password, or mobile and SMS code (encrypted)',
        description:
          'Failures may answer value { captcha: true }; a new address may answer SECOND_FACTOR_REQUIRED with a ticket.',
        body: loginSchema,
      },
      config: { rateLimit: LOGIN_RATE_LIMIT, encrypted: true },
    },
    async (request, reply) => {
      const context = { ip: request.ip, captchaId: captchaIdOf(request) };
      return signedIn(request, reply, await signIn(app, request.merchant, request.body, context));
    },
  );

  app.post(
    '/wps/session/login/verify',
    {
      schema: { tags, summary: 'Complete a sign-in held for a second factor (encrypted)', body: secondFactorSchema },
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' }, encrypted: true },
    },
    async (request, reply) =>
      signedIn(request, reply, await completeSecondFactor(app, request.merchant, request.body, request.ip)),
  );

  app.post(
    '/wps/session/login/remember',
    {
      schema: { tags, summary: 'Sign in with the remember-me cookie (a new one replaces it)' },
      config: { rateLimit: { max: 20, timeWindow: '5 minutes' } },
    },
    async (request, reply) => {
      const token = request.cookies[REMEMBER_COOKIE];
      if (!token) throw new AppError('NOT_LOGGED_IN');
      return signedIn(request, reply, await signInRemembered(app, request.merchant, token, request.ip));
    },
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: { tags, summary: 'Free play: a trial account with demo balance', body: freePlaySchema },
      // Each call opens an account: a handful per address and hour.
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) => ok(await freePlayLogin(app.db, app.ledger, request.merchant, request.body, request.ip)),
  );

  app.delete(
    '/wps/session/logout',
    { schema: { tags, summary: 'Sign out' }, onRequest: requireMember },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await logout(app.db, token);
      const rememberToken = request.cookies[REMEMBER_COOKIE];
      if (rememberToken) await useToken(app.db, hashToken(rememberToken));
      clearRememberCookie(request, reply);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/info',
    { schema: { tags, summary: 'The signed-in member' }, onRequest: requireMember },
    async (request) => ok(await memberInfo(app.db, memberOf(request), sessionHashOf(request))),
  );

  app.post(
    '/wps/member/password',
    {
      schema: {
        tags,
        summary: 'Change the login password (encrypted; signs out the other sessions)',
        body: changePasswordSchema,
      },
      onRequest: requireMember,
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' }, encrypted: true },
    },
    async (request) => {
      const rule = request.merchant.registerRules.password;
      await changePassword(app.db, memberOf(request), rule, sessionHashOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/sessions',
    { schema: { tags, summary: 'Live sessions of the member' }, onRequest: requireMember },
    async (request) => ok(await listSessions(app.db, memberOf(request), sessionHashOf(request))),
  );

  app.delete(
    '/wps/member/sessions/others',
    { schema: { tags, summary: 'Sign out every other session' }, onRequest: requireMember },
    async (request) => ok(await signOutOtherSessions(app.db, memberOf(request), sessionHashOf(request))),
  );

  app.put(
    '/wps/member/paymentPassword',
    {
      schema: { tags, summary: 'Set or change the payment password', body: setPaymentPasswordSchema },
      onRequest: requireMember,
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
    },
    async (request) => {
      await setPaymentPassword(app.db, memberOf(request), request.body);
      return ok(null);
    },
  );
};
