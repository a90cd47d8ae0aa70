import { betRecordQuerySchema, profitQuerySchema } from '@fortuna/contracts/bet-records';
import { ok } from '@fortuna/contracts/envelope';
import { DEFAULT_LANGUAGE, isLanguage } from '@fortuna/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { betRecords, profitReport, replayLink } from './bet-records.service';

const tags = ['Bet records'];

/** The member's bet record (personalHistoryCopy), replay links, and P&L by day and game type (personalProfit). */
export const betRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);

  app.get(
    '/wps/game/betRecords',
    { schema: { tags, summary: "The member's rounds with totals", querystring: betRecordQuerySchema } },
    async (request) => {
      const member = memberOf(request);
      const language = isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE;
      return ok(await betRecords(app.db, member.id, request.query, language));
    },
  );

  app.post(
    '/wps/game/betRecords/:id/replay',
    {
      schema: {
        tags,
        summary: 'A signed 10-minute link to replay one of the member’s rounds at its vendor',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request) => ok(await replayLink(app.db, app.vendorKeys, memberOf(request).id, request.params.id)),
  );

  app.get(
    '/wps/game/profit',
    { schema: { tags, summary: 'Profit and loss by day and game type', querystring: profitQuerySchema } },
    async (request) => ok(await profitReport(app.db, memberOf(request).id, request.query)),
  );
};
