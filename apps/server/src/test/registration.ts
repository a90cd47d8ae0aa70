import type { FastifyInstance } from 'fastify';
import { solvedCaptcha } from './accounts';
import { solvedChallenge } from './member-login';
import { spareAddress } from './spare-address';

/**
 * A registration as the site sends it, with captcha and challenge solved. Registrations are limited per
 * address: each call comes from a spare address unless one is given.
 */
export async function registerVisitor(
  app: FastifyInstance,
  fields: Record<string, unknown>,
  options: { path?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const { cookie, captcha } = await solvedCaptcha(app);
  return app.inject({
    method: 'PUT',
    url: options.path ?? '/wps/member/register',
    headers: { cookie, ...options.headers },
    remoteAddress: options.remoteAddress ?? spareAddress(),
    payload: {
      password: 'Player#2026',
      confirmPassword: 'Player#2026',
      agreeTerms: true,
      registerMethod: 'WEB',
      domain: 'localhost',
      captcha,
      challenge: await solvedChallenge(app),
      ...fields,
    },
  });
}
