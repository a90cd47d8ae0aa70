import { ok } from '@fortuna/contracts/envelope';
import {
  manualFlagSchema,
  RISK_API,
  riskDecisionSchema,
  riskFlagQuerySchema,
  riskLevelInputSchema,
  riskSettingsInputSchema,
  riskSettingsQuerySchema,
} from '@fortuna/contracts/risk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { idempotencyKeyOf } from '../wallet/idempotency-key';
import {
  decideFlag,
  listFlags,
  memberRisk,
  raiseManualFlag,
  riskSettingsFor,
  saveRiskSettings,
  setRiskLevel,
} from './risk.service';

const tags = ['Back office: risk'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const accountParams = z.object({ accountId: z.coerce.number().int().positive() });
/** Risk staff decide; support may read the queue (a member's chat shows their risk level). */
const READ = requireStaff('risk', 'support');
const DECIDE = requireStaff('risk');

/** The risk queue: duplicate accounts, bonus abuse, large wins and staff flags; member levels; the merchant's rules. */
export const riskAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RISK_API.admin.flags,
    {
      schema: { tags, summary: 'The risk queue (open flags by default)', querystring: riskFlagQuerySchema },
      onRequest: READ,
    },
    async (request) => ok(await listFlags(app.db, request.query)),
  );
  app.post(
    RISK_API.admin.flags,
    { schema: { tags, summary: 'Raise a flag on a member by hand', body: manualFlagSchema }, onRequest: DECIDE },
    async (request) => ok(await raiseManualFlag(app.db, actorOf(request), request.body)),
  );
  app.post(
    '/api/admin/risk/flags/:id/decision',
    {
      schema: {
        tags,
        summary: 'Clear (release what it held) or confirm a flag, with a reason (Idempotency-Key)',
        params: idParams,
        body: riskDecisionSchema,
      },
      onRequest: DECIDE,
    },
    async (request) =>
      ok(
        await decideFlag(
          app.db,
          app.ledger,
          actorOf(request),
          request.params.id,
          request.body,
          idempotencyKeyOf(request),
        ),
      ),
  );
  app.get(
    '/api/admin/risk/members/:accountId',
    {
      schema: { tags, summary: "A member's risk level, linked accounts and open flags", params: accountParams },
      onRequest: READ,
    },
    async (request) => ok(await memberRisk(app.db, request.params.accountId)),
  );
  app.put(
    '/api/admin/risk/members/:accountId/level',
    {
      schema: {
        tags,
        summary: "Set a member's risk level (gates withdrawals and promotions)",
        params: accountParams,
        body: riskLevelInputSchema,
      },
      onRequest: DECIDE,
    },
    async (request) => ok(await setRiskLevel(app.db, actorOf(request), request.params.accountId, request.body)),
  );
  app.get(
    RISK_API.admin.settings,
    {
      schema: { tags, summary: "A merchant's large-win and identity thresholds", querystring: riskSettingsQuerySchema },
      onRequest: READ,
    },
    async (request) => ok(await riskSettingsFor(app, request.query.merchantId)),
  );
  app.put(
    RISK_API.admin.settings,
    {
      schema: { tags, summary: "Set a merchant's large-win and identity thresholds", body: riskSettingsInputSchema },
      onRequest: DECIDE,
    },
    async (request) => ok(await saveRiskSettings(app, actorOf(request), request.body)),
  );
};
