import { gameUpsertSchema, vendorUpsertSchema } from '@fortuna/contracts/catalogue';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { issueVendorApiKey, listGamesAdmin, listVendorsAdmin, saveGame, saveVendor } from './catalogue-admin.service';
import { catalogueChanged } from './catalogue-cache';

const tags = ['Back office: games'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** Who manages the catalogue: operators (and admins). */
const CATALOGUE_ROLES = ['operator'] as const;

export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/vendors', { schema: { tags, summary: 'Every vendor' }, onRequest: requireStaff() }, async () =>
    ok(await listVendorsAdmin(app.db)),
  );
  app.post(
    '/api/admin/vendors',
    {
      schema: { tags, summary: 'Add a vendor', body: vendorUpsertSchema },
      onRequest: requireStaff(...CATALOGUE_ROLES),
    },
    async (request) => {
      const saved = await saveVendor(app.db, actorOf(request), request.body);
      catalogueChanged(app);
      return ok(saved);
    },
  );
  app.put(
    '/api/admin/vendors/:id',
    {
      schema: { tags, summary: 'Change a vendor', params: idParams, body: vendorUpsertSchema },
      onRequest: requireStaff(...CATALOGUE_ROLES),
    },
    async (request) => {
      const saved = await saveVendor(app.db, actorOf(request), request.body, request.params.id);
      catalogueChanged(app);
      return ok(saved);
    },
  );
  app.post(
    '/api/admin/vendors/:id/api-key',
    {
      schema: {
        tags,
        summary: 'Issue a new seamless-wallet secret for the vendor (shown once; the old one stops working)',
        params: idParams,
      },
      onRequest: requireStaff('admin'),
    },
    async (request) => {
      const issued = await issueVendorApiKey(app.db, app.vendorKeys, actorOf(request), request.params.id);
      catalogueChanged(app);
      return ok(issued);
    },
  );
  app.get('/api/admin/games', { schema: { tags, summary: 'Every game' }, onRequest: requireStaff() }, async () =>
    ok(await listGamesAdmin(app.db)),
  );
  app.post(
    '/api/admin/games',
    { schema: { tags, summary: 'Add a game', body: gameUpsertSchema }, onRequest: requireStaff(...CATALOGUE_ROLES) },
    async (request) => {
      const saved = await saveGame(app.db, actorOf(request), request.body);
      catalogueChanged(app);
      return ok(saved);
    },
  );
  app.put(
    '/api/admin/games/:id',
    {
      schema: { tags, summary: 'Change a game', params: idParams, body: gameUpsertSchema },
      onRequest: requireStaff(...CATALOGUE_ROLES),
    },
    async (request) => {
      const saved = await saveGame(app.db, actorOf(request), request.body, request.params.id);
      catalogueChanged(app);
      return ok(saved);
    },
  );
};
