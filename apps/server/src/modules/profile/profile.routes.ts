import {
  bindMobileSchema,
  memberLanguageSchema,
  profileIconSchema,
  profileUpdateSchema,
  totpCodeSchema,
} from '@fortuna/contracts/auth';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { updateAccount } from '../sessions/sessions.repo';
import { bindMobile, disableTotp, enableTotp, profileOf, setUpTotp, updateProfile } from './profile.service';

const tags = ['Accounts'];
const CODE_RATE_LIMIT = { max: 10, timeWindow: '5 minutes' };

/** The member's own profile and second factor (securityCenter). Trial accounts have none. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);

  app.get('/wps/member/profile', { schema: { tags, summary: 'The member profile' } }, async (request) =>
    ok(profileOf(memberOf(request), request.merchant)),
  );

  app.patch(
    '/wps/member/profile',
    { schema: { tags, summary: 'Change nickname, birthday (21+ where checked) or email', body: profileUpdateSchema } },
    async (request) => {
      await updateProfile(app, request.merchant, memberOf(request), request.body);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/info/icon',
    { schema: { tags, summary: 'Choose a built-in avatar (1-12)', body: profileIconSchema } },
    async (request) => {
      await updateAccount(app.db, memberOf(request).id, { icon: request.body.icon });
      return ok(null);
    },
  );

  app.get(
    '/wps/member/counts',
    { schema: { tags, summary: 'Unread messages, available promotions and open missions (member-centre badges)' } },
    async (request) => ok(await app.memberCounters.countsFor(app.db, memberOf(request).id)),
  );

  app.put(
    '/wps/member/language',
    { schema: { tags, summary: 'Remember the language the member chose on the site', body: memberLanguageSchema } },
    async (request) => {
      await updateAccount(app.db, memberOf(request).id, { language: request.body.language });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/mobile',
    {
      schema: { tags, summary: 'Bind a mobile number with the SMS code from sms/bind', body: bindMobileSchema },
      config: { rateLimit: CODE_RATE_LIMIT },
    },
    async (request) => {
      await bindMobile(app, request.merchant, memberOf(request), request.body);
      return ok(null);
    },
  );

  app.post('/wps/member/totp/setup', { schema: { tags, summary: 'Start authenticator set-up' } }, async (request) =>
    ok(await setUpTotp(app, request.merchant, memberOf(request))),
  );

  app.post(
    '/wps/member/totp/enable',
    {
      schema: { tags, summary: 'Turn the authenticator on with a current code', body: totpCodeSchema },
      config: { rateLimit: CODE_RATE_LIMIT },
    },
    async (request) => {
      await enableTotp(app, memberOf(request), request.body.code);
      return ok(null);
    },
  );

  app.delete(
    '/wps/member/totp',
    {
      schema: { tags, summary: 'Turn the authenticator off with a current code', body: totpCodeSchema },
      config: { rateLimit: CODE_RATE_LIMIT },
    },
    async (request) => {
      await disableTotp(app, memberOf(request), request.body.code);
      return ok(null);
    },
  );
};
