import {
  announcementsQuerySchema,
  contentQuerySchema,
  contentUpsertSchema,
  marqueeQuerySchema,
} from '@fortuna/contracts/content';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useMerchantContext } from '../merchants/merchant-context';
import { siteSettingsOf } from '../merchants/merchant-site';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { announcements, deleteContent, listContent, marquee, notices, saveContent } from './content.service';

const tags = ['Content'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const CONTENT_ROLES = ['operator'] as const;

/** What the site reads: banners, notices, the marquee, popups and promotions of the request's merchant. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.get(
    '/wps/announcements',
    {
      schema: {
        tags,
        summary: 'Banners, player notices, popups (by audience) and promotions',
        querystring: announcementsQuerySchema,
      },
    },
    async (request) => {
      const { types, execution, language } = request.query;
      const shown = language ?? siteSettingsOf(request.merchant).defaultLanguage;
      return ok(await announcements(app.db, request.merchant.id, types, execution, shown));
    },
  );
  app.get(
    '/wps/notices',
    { schema: { tags, summary: 'Notices (the header bell)', querystring: marqueeQuerySchema } },
    async (request) =>
      ok(
        await notices(
          app.db,
          request.merchant.id,
          request.query.language ?? siteSettingsOf(request.merchant).defaultLanguage,
        ),
      ),
  );
  app.get(
    '/wps/notices/marquee',
    { schema: { tags, summary: 'Marquee lines of the home lobby', querystring: marqueeQuerySchema } },
    async (request) =>
      ok(
        await marquee(
          app.db,
          request.merchant.id,
          request.query.language ?? siteSettingsOf(request.merchant).defaultLanguage,
        ),
      ),
  );
};

/** Staff publish and change content per merchant (admin, operator). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content',
    {
      schema: { tags, summary: 'Published content of a merchant', querystring: contentQuerySchema },
      onRequest: requireStaff(),
    },
    async (request) => ok(await listContent(app.db, request.query.merchantId, request.query.kind)),
  );
  app.post(
    '/api/admin/content',
    {
      schema: { tags, summary: 'Publish content', body: contentUpsertSchema },
      onRequest: requireStaff(...CONTENT_ROLES),
    },
    async (request) => ok(await saveContent(app.db, actorOf(request), request.body)),
  );
  app.put(
    '/api/admin/content/:id',
    {
      schema: { tags, summary: 'Change content', params: idParams, body: contentUpsertSchema },
      onRequest: requireStaff(...CONTENT_ROLES),
    },
    async (request) => ok(await saveContent(app.db, actorOf(request), request.body, request.params.id)),
  );
  app.delete(
    '/api/admin/content/:id',
    { schema: { tags, summary: 'Remove content', params: idParams }, onRequest: requireStaff(...CONTENT_ROLES) },
    async (request) => {
      await deleteContent(app.db, actorOf(request), request.params.id);
      return ok(null);
    },
  );
};
