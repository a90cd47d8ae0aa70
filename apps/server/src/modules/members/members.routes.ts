import { ok } from '@fortuna/contracts/envelope';
import {
  ipLockIdParamsSchema,
  ipLockQuerySchema,
  memberIdParamsSchema,
  memberListQuerySchema,
  memberStatusSchema,
  outboxQuerySchema,
} from '@fortuna/contracts/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasRole } from '../staff/staff.service';
import { actorOf, requireStaff } from '../staff/staff-auth';
import {
  listIpLocks,
  listOutbox,
  memberDetail,
  resetMemberPassword,
  unlockIp,
  unlockMember,
} from './member-security.service';
import { listMembers, setMemberStatus, signOutMember } from './members.service';

const tags = ['Back office: members'];
const params = memberIdParamsSchema;
/** Who may act on accounts: support and risk staff (and admins). */
const ACCOUNT_ROLES = ['risk', 'support'] as const;
/** Who may list members: the account roles in full, finance without sign-in details (docs/accounts.md). */
const LIST_ROLES = [...ACCOUNT_ROLES, 'finance'] as const;

export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members',
    {
      schema: {
        tags,
        summary: 'Members and agents of a merchant (finance: without last sign-in time and address)',
        querystring: memberListQuerySchema,
      },
      onRequest: requireStaff(...LIST_ROLES),
    },
    async (request) => {
      const staff = request.staff;
      const withSignInDetails = staff !== null && ACCOUNT_ROLES.some((role) => hasRole(staff, role));
      return ok(await listMembers(app.db, request.query, withSignInDetails));
    },
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

  app.get(
    '/api/admin/members/:memberId',
    { schema: { tags, summary: 'One account in full', params }, onRequest: requireStaff(...ACCOUNT_ROLES) },
    async (request) => ok(await memberDetail(app.db, request.params.memberId)),
  );

  app.post(
    '/api/admin/members/:memberId/unlock',
    { schema: { tags, summary: 'Lift a failed sign-in lock', params }, onRequest: requireStaff(...ACCOUNT_ROLES) },
    async (request) => {
      await unlockMember(app.db, actorOf(request), request.params.memberId);
      return ok(null);
    },
  );

  app.post(
    '/api/admin/members/:memberId/password-reset',
    {
      schema: { tags, summary: 'Give a temporary password (shown once; must be changed at next sign-in)', params },
      onRequest: requireStaff(...ACCOUNT_ROLES),
    },
    async (request) => ok(await resetMemberPassword(app.db, actorOf(request), request.params.memberId)),
  );

  app.get(
    '/api/admin/outbox',
    {
      schema: { tags, summary: 'SMS and email kept by the development outbox', querystring: outboxQuerySchema },
      onRequest: requireStaff(...ACCOUNT_ROLES),
    },
    async (request) => ok(await listOutbox(app.db, request.query)),
  );

  app.get(
    '/api/admin/ip-locks',
    {
      schema: { tags, summary: 'Addresses locked after failed sign-ins', querystring: ipLockQuerySchema },
      onRequest: requireStaff(...ACCOUNT_ROLES),
    },
    async (request) => ok(await listIpLocks(app.db, request.query.merchantId)),
  );

  app.delete(
    '/api/admin/ip-locks/:lockId',
    {
      schema: { tags, summary: 'Unlock an address', params: ipLockIdParamsSchema },
      onRequest: requireStaff(...ACCOUNT_ROLES),
    },
    async (request) => {
      await unlockIp(app.db, actorOf(request), request.params.lockId);
      return ok(null);
    },
  );
};
