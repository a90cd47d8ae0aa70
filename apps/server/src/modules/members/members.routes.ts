import { ok } from '@fortuna/contracts/envelope';
import { memberIdParamsSchema, memberListQuerySchema, memberStatusSchema } from '@fortuna/contracts/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { listMembers, setMemberStatus, signOutMember } from './members.service';

const tags = ['Back office: members'];
const params = memberIdParamsSchema;
/** Who may act on accounts: support and risk staff (and admins). */
const ACCOUNT_ROLES = ['risk', 'support'] as const;

export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members',
    {
      schema: { tags, summary: 'Members and agents of a merchant', querystring: memberListQuerySchema },
      onRequest: requireStaff(),
    },
    async (request) => ok(await listMembers(app.db, request.query)),
  );

  app.patch(
    '/api/admin/members/:memberId/status',
    {
      schema: { tags, summary: 'Suspend or reactivate an account', params, body: memberStatusSchema },
      onRequest: requireStaff(...ACCOUNT_ROLES),
    },
    async (request) => ok(await setMemberStatus(app.db, actorOf(request), request.params.memberId, request.body)),
  );

  app.delete(
    '/api/admin/members/:memberId/sessions',
    { schema: { tags, summary: 'Sign an account out everywhere', params }, onRequest: requireStaff(...ACCOUNT_ROLES) },
    async (request) => ok(await signOutMember(app.db, actorOf(request), request.params.memberId)),
  );
};
