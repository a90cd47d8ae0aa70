import { ok } from '@fortuna/contracts/envelope';
import { changePasswordSchema, freePlaySchema, loginSchema } from '@fortuna/contracts/session';
import { setPaymentPasswordSchema } from '@fortuna/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRateLimit } from '../../http/rate-limit';
import { bearerToken } from '../../security/tokens';
import { useMerchantContext } from '../merchants/merchant-context';
import { freePlayLogin } from './free-play';
import { memberOf, requireMember, sessionHashOf } from './member-auth';
import {
  changePassword,
  listSessions,
  login,
  logout,
  memberInfo,
  setPaymentPassword,
  signOutOtherSessions,
} from './sessions.service';

const tags = ['Accounts'];

const LOGIN_RATE_LIMIT = loginRateLimit('member-login');

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);

  app.post(
    '/wps/session/login',
    {
      schema: { tags, summary: 'Sign in with username and password', body: loginSchema },
      config: { rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request) => ok(await login(app.db, request.merchant.id, request.body, request.ip)),
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
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await logout(app.db, token);
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
      schema: { tags, summary: 'Change the login password (signs out the other sessions)', body: changePasswordSchema },
      onRequest: requireMember,
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
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
