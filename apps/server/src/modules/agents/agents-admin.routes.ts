import { AGENT_API } from '@fortuna/contracts/agent-paths';
import {
  adminContractOfferSchema,
  adminSettlementRunSchema,
  adminTreeQuerySchema,
  CONTRACT_STATUSES,
  contractKindSchema,
  dateRangeQuerySchema,
} from '@fortuna/contracts/agents';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.service';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { contractDepsOf } from './agents.routes';
import { adminContracts, adminSettlements, agentTree } from './agents-admin.service';
import { offerPlatformContract, terminateByPlatform } from './contracts.service';
import { approveDividend } from './dividends.service';
import { runSettlement } from './settlement.service';

const tags = ['Back office: agents'];
/** Staff who may act on agent contracts and money; finance and support may read. */
const ADMIN = requireStaff('admin');
const READ = requireStaff('finance', 'support');
const idParams = z.object({ id: z.coerce.number().int().positive() });
const merchantQuery = z.object({ merchantId: z.coerce.number().int().positive() });
const contractQuery = merchantQuery.extend({
  kind: contractKindSchema.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
const settlementQuery = z.intersection(
  dateRangeQuerySchema,
  merchantQuery.extend({
    kind: contractKindSchema.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
);

export const agentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractDepsOf(app);
  const audit = (
    request: Parameters<typeof actorOf>[0],
    action: string,
    merchantId: number,
    targetId: number | string,
    after: unknown,
  ) =>
    recordAudit(app.db, actorOf(request), {
      action,
      targetType: 'agent_contract',
      targetId,
      merchantId,
      before: null,
      after,
    });

  app.get(
    AGENT_API.admin.tree,
    {
      schema: { tags, summary: "One level of the merchant's account tree", querystring: adminTreeQuerySchema },
      onRequest: READ,
    },
    async (request) => ok(await agentTree(app.db, request.query)),
  );
  app.get(
    AGENT_API.admin.contracts,
    { schema: { tags, summary: 'Agent contracts of a merchant', querystring: contractQuery }, onRequest: READ },
    async (request) => ok(await adminContracts(app.db, request.query)),
  );
  app.post(
    AGENT_API.admin.contracts,
    {
      schema: { tags, summary: 'The platform offers a top-level agent a contract', body: adminContractOfferSchema },
      onRequest: ADMIN,
    },
    async (request) => {
      const contract = await offerPlatformContract(contracts, request.body);
      await audit(request, 'agent.contract.offer', request.body.merchantId, contract.id, contract);
      return ok(contract);
    },
  );
  app.post(
    '/api/admin/agents/contracts/:id/terminate',
    { schema: { tags, summary: 'End a contract at once', params: idParams }, onRequest: ADMIN },
    async (request) => {
      const { contract, merchantId } = await terminateByPlatform(contracts, request.params.id);
      await audit(request, 'agent.contract.terminate', merchantId, contract.id, contract);
      return ok(contract);
    },
  );
  app.get(
    AGENT_API.admin.settlements,
    { schema: { tags, summary: 'Settlement runs with their inputs', querystring: settlementQuery }, onRequest: READ },
    async (request) => ok(await adminSettlements(app.db, request.query)),
  );
  app.post(
    AGENT_API.admin.settlementRun,
    {
      schema: {
        tags,
        summary: 'Settle one ended period again (periods already paid are skipped)',
        body: adminSettlementRunSchema,
      },
      onRequest: ADMIN,
    },
    async (request) => {
      const at = new Date(request.body.at);
      const result = await runSettlement(app, {
        merchantId: request.body.merchantId,
        kind: request.body.kind,
        at: Number.isNaN(at.getTime()) ? new Date(0) : at,
      });
      await audit(
        request,
        'agent.settlement.run',
        request.body.merchantId,
        `${request.body.kind}:${request.body.at}`,
        result,
      );
      return ok(result);
    },
  );
  app.post(
    '/api/admin/agents/dividends/:id/approve',
    {
      schema: { tags, summary: "Approve (and pay) a top-level agent's requested dividend", params: idParams },
      onRequest: ADMIN,
    },
    async (request) => {
      const { settlement: paid, merchantId } = await approveDividend(app, { agentId: null }, request.params.id);
      await audit(request, 'agent.dividend.approve', merchantId, paid.id, paid);
      return ok(paid);
    },
  );
};
