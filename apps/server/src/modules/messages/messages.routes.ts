import { ok } from '@fortuna/contracts/envelope';
import { MESSAGE_API, messageListQuerySchema } from '@fortuna/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { listMessages, readAllMessages, readMessage, unreadCount } from './messages.service';

const tags = ['Messages'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** A member's (or agent's) own platform messages; trial accounts have none (spec §6). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.memberCounters.register('unreadMessage', unreadCount);
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);

  app.get(
    MESSAGE_API.list,
    { schema: { tags, summary: 'Your messages, newest first', querystring: messageListQuerySchema } },
    async (request) => ok(await listMessages(app.db, memberOf(request), request.query)),
  );
  app.post(
    '/wps/member/messages/:id/read',
    { schema: { tags, summary: 'Mark one of your messages read', params: idParams } },
    async (request) => ok(await readMessage(app.db, memberOf(request), request.params.id)),
  );
  app.post(MESSAGE_API.readAll, { schema: { tags, summary: 'Mark all your messages read' } }, async (request) =>
    ok(await readAllMessages(app.db, memberOf(request))),
  );
};
