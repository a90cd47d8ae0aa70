import { ok } from '@fortuna/contracts/envelope';
import { auditQuerySchema } from '@fortuna/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../staff/staff-auth';
import { listAudit } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['Back office: audit'],
        summary: "Audit log of staff changes: admin reads it all, every other role its own area's entries",
        querystring: auditQuerySchema,
      },
      onRequest: requireStaff(),
    },
    async (request) => ok(await listAudit(app.db, request.query, request.staff?.roles ?? [])),
  );
};
