import { emailResetConfirmSchema, emailResetSchema, phoneResetSchema } from '@fortuna/contracts/auth';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useEncryptedBodies } from '../../http/encrypted-bodies';
import { useMerchantContext } from '../merchants/merchant-context';
import { afterSignIn } from '../risk/sign-in-signals';
import { confirmEmailReset, requestEmailReset, resetByPhone } from './password-reset.service';

const tags = ['Accounts'];
const RESET_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** Links in emails point at the merchant's main domain when it has one, never at a Host header a caller chose. */
function siteOrigin(request: FastifyRequest): string {
  const mainDomain = request.merchant.site.mainDomain;
  if (mainDomain) return `https://${mainDomain}`;
  return `${request.protocol}://${request.host}`;
}

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  useEncryptedBodies(app);

  app.post(
    '/wps/member/password/email',
    {
      schema: { tags, summary: 'Forgot password: mail a reset link (form-encoded or JSON)', body: emailResetSchema },
      config: { rateLimit: RESET_RATE_LIMIT },
    },
    async (request) => {
      await requestEmailReset(app, request.merchant, request.body, { ip: request.ip, siteOrigin: siteOrigin(request) });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email/confirm',
    {
      schema: { tags, summary: 'Set a new password with the mailed reset token', body: emailResetConfirmSchema },
      config: { rateLimit: RESET_RATE_LIMIT },
    },
    async (request) => {
      await confirmEmailReset(app, request.merchant, request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      schema: {
        tags,
        summary: 'Forgot password by phone, or set a first password (encrypted); answers a signed-in LoginResult',
        body: phoneResetSchema,
      },
      config: { rateLimit: RESET_RATE_LIMIT, encrypted: true },
    },
    async (request) => {
      const session = await resetByPhone(app, request.merchant, request.body, request.ip);
      await afterSignIn(request, session.accountId);
      return ok(session.result);
    },
  );
};
