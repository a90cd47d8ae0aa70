import { isAgentType } from '@fortuna/contracts/accounts';
import { AGENT_API } from '@fortuna/contracts/agent-paths';
import {
  contractListQuerySchema,
  contractOfferSchema,
  createDownlineSchema,
  dateRangeQuerySchema,
  downlineQuerySchema,
  settlementQuerySchema,
  teamMembersQuerySchema,
} from '@fortuna/contracts/agents';
import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireMember } from '../sessions/member-auth';
import { memberRoom } from '../wallet/balance-events';
import {
  acceptContract,
  type ContractDeps,
  contractSummary,
  listAgentContracts,
  offerContract,
  rejectContract,
  terminateContract,
} from './contracts.service';
import { approveDividend, listSettlements, requestDividend } from './dividends.service';
import { scheduleSettlements } from './settlement.job';
import { agentLinks, createDownline, listDownlines, teamMembers, teamOverview } from './team.service';

const tags = ['Agents'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** requireMember, then refuses anyone who is not an agent ('Non-agents cannot log in'). */
async function requireAgent(request: FastifyRequest): Promise<void> {
  await requireMember(request);
  if (!request.member || !isAgentType(request.member.type)) throw new AppError('NOT_AN_AGENT');
}

/** Contract changes reach both sides' open pages over the site socket. */
export function contractDepsOf(app: FastifyInstance): ContractDeps {
  return {
    db: app.db,
    onContractChange: (contract, accountIds) => {
      for (const accountId of accountIds)
        app.realtime.io.to(memberRoom(accountId)).emit(SOCKET_EVENTS.agentContract, contract);
    },
  };
}

/** The agent centre's calls: every one answers only about the caller's own team. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractDepsOf(app);
  useMerchantContext(app);
  app.addHook('onRequest', requireAgent);

  app.get(
    AGENT_API.teamOverview,
    { schema: { tags, summary: "The team's figures over a date range, per day", querystring: dateRangeQuerySchema } },
    async (request) => ok(await teamOverview(app.db, memberOf(request), request.query)),
  );
  app.get(
    AGENT_API.downlines,
    {
      schema: { tags, summary: 'Downlines of an account in your team, with figures', querystring: downlineQuerySchema },
    },
    async (request) => ok(await listDownlines(app.db, memberOf(request), request.query)),
  );
  app.post(
    AGENT_API.downlines,
    { schema: { tags, summary: 'Register a downline member or agent under you', body: createDownlineSchema } },
    async (request) => ok(await createDownline(app.db, memberOf(request), request.merchant, request.body)),
  );
  app.get(
    AGENT_API.teamMembers,
    { schema: { tags, summary: 'Per-member figures of your whole team', querystring: teamMembersQuerySchema } },
    async (request) => ok(await teamMembers(app.db, memberOf(request), request.query)),
  );
  app.get(
    AGENT_API.links,
    { schema: { tags, summary: 'Your affiliate code and registration links' } },
    async (request) =>
      ok(
        await agentLinks(
          app.db,
          memberOf(request),
          request.merchant,
          `${request.protocol}://${request.headers.host ?? ''}`,
        ),
      ),
  );

  app.get(
    AGENT_API.contractSummary,
    { schema: { tags, summary: 'Contract flags for the menu and requests waiting for you' } },
    async (request) => ok(await contractSummary(app.db, memberOf(request), request.merchant.whitelabel)),
  );
  app.get(
    AGENT_API.contracts,
    { schema: { tags, summary: 'Contracts you hold or offered', querystring: contractListQuerySchema } },
    async (request) => ok(await listAgentContracts(app.db, memberOf(request), request.query)),
  );
  app.post(
    AGENT_API.contracts,
    {
      schema: {
        tags,
        summary: 'Offer a direct downline agent a contract (new contract request)',
        body: contractOfferSchema,
      },
    },
    async (request) => ok(await offerContract(contracts, memberOf(request), request.body)),
  );
  app.post(
    '/wps/agent/contracts/:id/accept',
    { schema: { tags, summary: 'Accept the request waiting for you (new contract or termination)', params: idParams } },
    async (request) => ok(await acceptContract(contracts, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/agent/contracts/:id/reject',
    { schema: { tags, summary: 'Reject the request waiting for you', params: idParams } },
    async (request) => ok(await rejectContract(contracts, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/agent/contracts/:id/terminate',
    {
      schema: {
        tags,
        summary: 'Withdraw your offer, or ask to end a contract (termination request)',
        params: idParams,
      },
    },
    async (request) => ok(await terminateContract(contracts, memberOf(request), request.params.id)),
  );

  app.get(
    AGENT_API.settlements,
    { schema: { tags, summary: 'Salary and dividend records', querystring: settlementQuerySchema } },
    async (request) => ok(await listSettlements(app.db, memberOf(request), request.query)),
  );
  app.post(
    '/wps/agent/dividends/:id/request',
    { schema: { tags, summary: 'Ask for a computed dividend to be paid', params: idParams } },
    async (request) => ok(await requestDividend(app.db, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/agent/dividends/:id/approve',
    { schema: { tags, summary: "Approve (and pay) a downline agent's requested dividend", params: idParams } },
    async (request) => {
      const agent = memberOf(request);
      const { settlement } = await approveDividend(
        app,
        { agentId: agent.id, merchantId: agent.merchantId },
        request.params.id,
      );
      return ok(settlement);
    },
  );
};

export function registerSettlementJobs(app: FastifyInstance): void {
  if (app.config.settlementJobs) scheduleSettlements(app, { db: app.db, ledger: app.ledger });
}
