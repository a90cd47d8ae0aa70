import { affiliateQuerySchema, registerSchema } from '@fortuna/contracts/auth';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useEncryptedBodies } from '../../http/encrypted-bodies';
import { useMerchantContext } from '../merchants/merchant-context';
import { screenNewInvitee } from '../promotions/referral.service';
import { afterSignIn } from '../risk/sign-in-signals';
import { captchaIdOf } from '../sessions/session-cookies';
import { findAffiliate, type RegisterMode, register } from './registration.service';

const tags = ['Accounts'];
/** Each registration opens an account: a handful per address and hour (REGISTER_RATE_LIMIT, 10 by default). */
const REGISTER_RATE_LIMIT = {
  max: (request: FastifyRequest) => request.server.config.registerRateLimit,
  timeWindow: '1 hour',
};

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  useEncryptedBodies(app);

  const routes: [string, RegisterMode, string][] = [
    ['/wps/member/register', 'username', 'Register with a username (encrypted); answers a signed-in LoginResult'],
    ['/wps/member/register/mobile', 'mobile', 'Register with a mobile number and SMS code (encrypted)'],
  ];
  for (const [path, mode, summary] of routes) {
    app.put(
      path,
      {
        schema: { tags, summary, body: registerSchema },
        config: { rateLimit: REGISTER_RATE_LIMIT, encrypted: true },
      },
      async (request) => {
        const context = { ip: request.ip, captchaId: captchaIdOf(request) };
        const session = await register(app, request.merchant, request.body, mode, context);
        await afterSignIn(request, session.accountId);
        await screenNewInvitee(app, session.accountId);
        return ok(session.result);
      },
    );
  }

  app.get(
    '/wps/agent/affiliate',
    {
      schema: { tags, summary: 'Check an affiliate (invitation) code', querystring: affiliateQuerySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { code, agentNickname } = await findAffiliate(app.db, request.merchant, request.query.code);
      return ok({ code, agentNickname });
    },
  );
};
