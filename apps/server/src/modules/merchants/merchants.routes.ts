import { ok } from '@fortuna/contracts/envelope';
import {
  createMerchantSchema,
  merchantIdParamsSchema,
  updateMerchantSchema,
  updateSettingsSchema,
} from '@fortuna/contracts/merchants';
import { maintenanceSchema } from '@fortuna/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { publishSystemStatus } from '../system/system.events';
import { merchantsChanged } from './merchant-context';
import {
  createMerchant,
  getMerchantOrThrow,
  listMerchantsWithDomains,
  setMaintenance,
  settingsOf,
  updateMerchant,
  updateSettings,
} from './merchants.service';

const tags = ['Back office: merchants'];
const params = merchantIdParamsSchema;

export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/merchants', { schema: { tags, summary: 'All merchants' }, onRequest: requireStaff() }, async () =>
    ok(await listMerchantsWithDomains(app.db)),
  );

  app.post(
    '/api/admin/merchants',
    { schema: { tags, summary: 'Create a merchant', body: createMerchantSchema }, onRequest: requireStaff('admin') },
    async (request) => {
      const merchant = await createMerchant(app.db, actorOf(request), request.body);
      merchantsChanged(app);
      return ok(merchant);
    },
  );

  app.patch(
    '/api/admin/merchants/:merchantId',
    {
      schema: { tags, summary: 'Edit a merchant', params, body: updateMerchantSchema },
      onRequest: requireStaff('admin'),
    },
    async (request) => {
      const merchant = await updateMerchant(app.db, actorOf(request), request.params.merchantId, request.body);
      merchantsChanged(app);
      return ok(merchant);
    },
  );

  app.get(
    '/api/admin/merchants/:merchantId/settings',
    { schema: { tags, summary: 'White-label settings of a merchant', params }, onRequest: requireStaff() },
    async (request) => ok(settingsOf(await getMerchantOrThrow(app.db, request.params.merchantId))),
  );

  app.put(
    '/api/admin/merchants/:merchantId/settings',
    {
      schema: { tags, summary: 'Change white-label settings', params, body: updateSettingsSchema },
      onRequest: requireStaff('admin'),
    },
    async (request) => {
      const { merchantId } = request.params;
      const settings = await updateSettings(app.db, actorOf(request), merchantId, request.body);
      merchantsChanged(app);
      if (request.body.maintenance || request.body.blockedCountries) await publishSystemStatus(app, merchantId);
      return ok(settings);
    },
  );

  app.put(
    '/api/admin/merchants/:merchantId/maintenance',
    {
      schema: { tags, summary: 'Switch maintenance on or off', params, body: maintenanceSchema },
      onRequest: requireStaff('admin'),
    },
    async (request) => {
      const { merchantId } = request.params;
      const maintenance = await setMaintenance(app.db, actorOf(request), merchantId, request.body);
      merchantsChanged(app);
      await publishSystemStatus(app, merchantId);
      return ok(maintenance);
    },
  );
};
