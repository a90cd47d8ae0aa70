import { ok } from '@fortuna/contracts/envelope';
import { helpArticlesQuerySchema, helpArticleUpsertSchema } from '@fortuna/contracts/help';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { deleteHelpArticle, listHelpArticles, saveHelpArticle } from './help.service';

const tags = ['Content'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** Who writes the help centre: the staff who publish site content (operators, and admins). */
const HELP_ROLES = ['operator'] as const;

/**
 * Staff write the help centre per merchant and language (admin, operator). The site reads it through
 * GET /wps/system/helpCenter straight from the database, so a change shows on its next call.
 */
export const helpAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/help-articles',
    {
      schema: { tags, summary: 'Help-centre articles of a merchant', querystring: helpArticlesQuerySchema },
      onRequest: requireStaff(),
    },
    async (request) => ok(await listHelpArticles(app.db, request.query)),
  );
  app.post(
    '/api/admin/help-articles',
    {
      schema: { tags, summary: 'Add a help-centre article', body: helpArticleUpsertSchema },
      onRequest: requireStaff(...HELP_ROLES),
    },
    async (request) => ok(await saveHelpArticle(app.db, actorOf(request), request.body)),
  );
  app.put(
    '/api/admin/help-articles/:id',
    {
      schema: { tags, summary: 'Change a help-centre article', params: idParams, body: helpArticleUpsertSchema },
      onRequest: requireStaff(...HELP_ROLES),
    },
    async (request) => ok(await saveHelpArticle(app.db, actorOf(request), request.body, request.params.id)),
  );
  app.delete(
    '/api/admin/help-articles/:id',
    {
      schema: { tags, summary: 'Remove a help-centre article', params: idParams },
      onRequest: requireStaff(...HELP_ROLES),
    },
    async (request) => {
      await deleteHelpArticle(app.db, actorOf(request), request.params.id);
      return ok(null);
    },
  );
};
