import { ok } from '@fortuna/contracts/envelope';
import {
  exclusionInputSchema,
  limitInputSchema,
  PROTECTION_API,
  sessionSettingsInputSchema,
} from '@fortuna/contracts/protection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireRealMember, sessionHashOf } from '../sessions/member-auth';
import { findAccountById, findLiveSessions } from '../sessions/sessions.repo';
import { requireStaff } from '../staff/staff-auth';
import { protectionSettingsOf, realityCheck, setLimit, setSessionSettings, startExclusion } from './protection.service';
import { protectionHistory } from './protection-audit';

const tags = ['Responsible gaming'];
const changeLimit = { max: 30, timeWindow: '1 minute' };

/** The member's responsible-gaming settings (member centre): limits, session, reality check, exclusion. */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);

  app.get(
    PROTECTION_API.settings,
    { schema: { tags, summary: 'Your limits, session settings and exclusion' } },
    async (request) => ok(await protectionSettingsOf(app, memberOf(request).id)),
  );
  app.put(
    PROTECTION_API.limit,
    {
      schema: {
        tags,
        summary: 'Set a deposit, loss or wager limit per day, week or month (lower at once, higher after 24 hours)',
        body: limitInputSchema,
      },
      config: { rateLimit: changeLimit },
    },
    async (request) => ok(await setLimit(app, memberOf(request), request.body, request.ip)),
  );
  app.put(
    PROTECTION_API.session,
    {
      schema: {
        tags,
        summary: 'Set the session time limit and the reality-check interval',
        body: sessionSettingsInputSchema,
      },
      config: { rateLimit: changeLimit },
    },
    async (request) => ok(await setSessionSettings(app, memberOf(request), request.body, request.ip)),
  );
  app.get(
    PROTECTION_API.realityCheck,
    { schema: { tags, summary: 'Time played and net result of this session, and when the next reminder is due' } },
    async (request) => {
      const member = memberOf(request);
      const tokenHash = sessionHashOf(request);
      const session = (await findLiveSessions(app.db, member.id)).find((row) => row.tokenHash === tokenHash);
      if (!session) throw new AppError('NOT_LOGGED_IN');
      return ok(await realityCheck(app, member, session.createdAt));
    },
  );
  app.post(
    PROTECTION_API.exclusion,
    {
      schema: {
        tags,
        summary:
          'Start a time-out (24 hours to 6 weeks) or self-exclusion (6 months to permanent); signs you out everywhere',
        body: exclusionInputSchema,
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await startExclusion(app, memberOf(request), request.body, request.ip);
      return ok(null);
    },
  );
};

const accountParams = z.object({ accountId: z.coerce.number().int().positive() });

/** Staff see a member's responsible-gaming settings and history; nothing here changes them. */
export const protectionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/responsible-gaming/members/:accountId',
    {
      schema: {
        tags: ['Back office: responsible gaming'],
        summary: "A member's limits, exclusion and their history",
        params: accountParams,
      },
      onRequest: requireStaff('risk', 'support'),
    },
    async (request) => {
      const account = await findAccountById(app.db, request.params.accountId);
      if (!account) throw new AppError('NOT_FOUND', 'This member does not exist');
      return ok({
        accountId: account.id,
        username: account.username,
        settings: await protectionSettingsOf(app, account.id),
        history: await protectionHistory(app.db, account.id),
      });
    },
  );
};
