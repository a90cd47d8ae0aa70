import { ok } from '@fortuna/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setCaptchaCookie } from '../sessions/session-cookies';

const tags = ['Accounts'];

/** The public pieces of sign-in protection: proof-of-work challenges, the transport key, captchas. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/challenge',
    {
      schema: { tags, summary: 'An ALTCHA proof-of-work challenge for login, registration and SMS requests' },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async () => ok(await app.challenges.create()),
  );

  app.get(
    '/wps/crypto/publicKey',
    { schema: { tags, summary: 'The RSA-OAEP public key for encrypted calls' } },
    async () => ok(await app.transportCrypto.publicKey()),
  );

  app.get(
    '/wps/captcha',
    {
      schema: { tags, summary: 'A captcha image (value: data URL); its id travels in an HttpOnly cookie' },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const captcha = await app.captchas.issue();
      setCaptchaCookie(request, reply, captcha.id);
      reply.header('cache-control', 'no-store');
      return ok(captcha.image);
    },
  );
};
