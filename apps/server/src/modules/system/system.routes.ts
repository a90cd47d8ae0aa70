import { ok } from '@fortuna/contracts/envelope';
import { helpCenterQuerySchema } from '@fortuna/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findHelpArticles } from '../help/help.repo';
import { useMerchantContext } from '../merchants/merchant-context';
import { domainRoutes, permissionInfo, systemStatus } from './system.service';

const tags = ['System'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);

  app.get(
    '/wps/system/status',
    { schema: { tags, summary: 'System status: 0 normal, 1 maintenance, 2 region restricted' } },
    async (request) => ok(systemStatus(request.merchant, request.ip)),
  );

  app.get('/wps/system/whitelabel', { schema: { tags, summary: 'White-label feature switches' } }, async (request) =>
    ok(request.merchant.whitelabel),
  );

  app.get('/wps/system/setting/register', { schema: { tags, summary: 'Registration field rules' } }, async (request) =>
    ok(request.merchant.registerRules),
  );

  app.get('/wps/system/domainRoute', { schema: { tags, summary: 'Main and mirror domains' } }, async (request) =>
    ok(await domainRoutes(app.db, request.merchant)),
  );

  app.get(
    '/wps/system/helpCenter',
    { schema: { tags, summary: 'Help-centre articles for a language', querystring: helpCenterQuerySchema } },
    async (request) =>
      ok(await findHelpArticles(app.db, request.merchant.id, request.query.lang, request.query.device)),
  );

  app.get(
    '/wps/system/permission/info',
    { schema: { tags, summary: 'Everything the site needs at start: settings, location and status' } },
    async (request) => ok(await permissionInfo(app.db, request.merchant, request.ip)),
  );
};
