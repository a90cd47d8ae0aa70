import { ok } from '@fortuna/contracts/envelope';
import { createStaffSchema, staffLoginSchema } from '@fortuna/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRateLimit } from '../../http/rate-limit';
import { bearerToken } from '../../security/tokens';
import { createStaff, listStaff, loginStaff, logoutStaff, presentStaff } from './staff.service';
import { actorOf, requireStaff } from './staff-auth';

const tags = ['Back office: staff'];

const LOGIN_RATE_LIMIT = loginRateLimit('staff-login');

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/session/login',
    { schema: { tags, summary: 'Staff sign-in', body: staffLoginSchema }, config: { rateLimit: LOGIN_RATE_LIMIT } },
    async (request) => ok(await loginStaff(app.db, request.body, request.ip)),
  );

  app.get(
    '/api/admin/session',
    { schema: { tags, summary: 'The signed-in staff member' }, onRequest: requireStaff() },
    async (request) => ok(request.staff ? presentStaff(request.staff) : null),
  );

  app.delete(
    '/api/admin/session',
    { schema: { tags, summary: 'Staff sign-out' }, onRequest: requireStaff() },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await logoutStaff(app.db, token);
      return ok(null);
    },
  );

  app.get(
    '/api/admin/staff',
    { schema: { tags, summary: 'Staff accounts' }, onRequest: requireStaff('admin') },
    async () => ok(await listStaff(app.db)),
  );

  app.post(
    '/api/admin/staff',
    { schema: { tags, summary: 'Create a staff account', body: createStaffSchema }, onRequest: requireStaff('admin') },
    async (request) => ok(await createStaff(app.db, actorOf(request), request.body)),
  );
};
