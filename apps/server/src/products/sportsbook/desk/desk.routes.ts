import { ok } from '@fortuna/contracts/envelope';
import {
  createDeskEventSchema,
  createDeskOutrightSchema,
  deskEventIdParams,
  deskListQuerySchema,
  deskMarketIdParams,
  deskMarketSchema,
  deskOddsSchema,
  deskResultIdParams,
  deskResultSchema,
  deskStatusSchema,
  SPORTS_DESK_PATHS,
  sportsRulesQuerySchema,
  sportsRulesSchema,
} from '@fortuna/contracts/sportsbook-desk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../../modules/audit/audit.service';
import { actorOf, requireStaff } from '../../../modules/staff/staff-auth';
import { saveSportsRules, sportsRulesOf } from '../sports-rules';
import type { SportsDeps } from '../sportsbook-deps';
import {
  addDeskMarket,
  approveDeskResult,
  cancelDeskEvent,
  createDeskEvent,
  createDeskOutright,
  enterDeskResult,
  rejectDeskResult,
  setDeskEventStatus,
  setDeskMarketStatus,
  setDeskOdds,
  startDeskEvent,
  voidDeskMarket,
} from './desk-actions';
import { settleDeskBetsSoon } from './desk-settlement';
import { deskEventDetail, listDeskEvents } from './desk-view';

const tags = ['Sportsbook trading desk'];
const DESK = requireStaff('operator');

/**
 * The trading desk in the back office (operators and administrators): events, markets and odds, suspensions,
 * voids and cancellations, results entered and approved by two different staff members, liability. Every
 * change is audited (`sports.*`); a decision that settles bets (approval, void, cancel) settles them at once.
 */
export function registerDeskRoutes(parent: FastifyInstance, deps: SportsDeps): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const settleNow = async () => {
    await settleDeskBetsSoon(deps, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'desk settlement failed'),
    );
  };
  /** The windows see the event as it is now (odds, suspensions, results). */
  const changed = (eventId: number) => deps.live?.eventChanged(eventId);

  app.get(
    '/api/admin/sports/events',
    {
      schema: { tags, summary: 'Desk events with open bets and liability', querystring: deskListQuerySchema },
      onRequest: DESK,
    },
    async (request) => ok(await listDeskEvents(deps.db, request.query)),
  );
  app.post(
    '/api/admin/sports/events',
    { schema: { tags, summary: 'Create an event', body: createDeskEventSchema }, onRequest: DESK },
    async (request) => ok({ id: await createDeskEvent(deps.db, actorOf(request), request.body) }),
  );
  app.post(
    SPORTS_DESK_PATHS.outrights,
    {
      schema: {
        tags,
        summary: "Create an outright (a competition's winner) with its contenders' odds",
        body: createDeskOutrightSchema,
      },
      onRequest: DESK,
    },
    async (request) => {
      const id = await createDeskOutright(deps.db, actorOf(request), request.body);
      changed(id);
      return ok({ id });
    },
  );
  app.get(
    SPORTS_DESK_PATHS.rules,
    {
      schema: {
        tags,
        summary: "A merchant's sportsbook rules (in-play acceptance delay)",
        querystring: sportsRulesQuerySchema,
      },
      onRequest: DESK,
    },
    async (request) => ok(await sportsRulesOf(deps.db, request.query.merchantId)),
  );
  app.put(
    SPORTS_DESK_PATHS.rules,
    {
      schema: {
        tags,
        summary: "Set a merchant's in-play acceptance delay",
        querystring: sportsRulesQuerySchema,
        body: sportsRulesSchema,
      },
      onRequest: DESK,
    },
    async (request) => {
      await saveSportsRules(deps.db, request.query.merchantId, request.body);
      await recordAudit(deps.db, actorOf(request), {
        action: 'sports.rules.update',
        targetType: 'merchant',
        targetId: request.query.merchantId,
        merchantId: request.query.merchantId,
        before: null,
        after: request.body,
      });
      return ok(request.body);
    },
  );
  app.get(
    '/api/admin/sports/events/:eventId',
    {
      schema: { tags, summary: 'An event: markets with liability per selection, results', params: deskEventIdParams },
      onRequest: DESK,
    },
    async (request) => ok(await deskEventDetail(deps.db, request.params.eventId)),
  );
  app.post(
    '/api/admin/sports/events/:eventId/status',
    {
      schema: { tags, summary: 'Suspend or resume an event', params: deskEventIdParams, body: deskStatusSchema },
      onRequest: DESK,
    },
    async (request) => {
      await setDeskEventStatus(deps.db, actorOf(request), request.params.eventId, request.body.status);
      changed(request.params.eventId);
      return ok(null);
    },
  );
  app.post(
    '/api/admin/sports/events/:eventId/start',
    {
      schema: {
        tags,
        summary: 'Mark an event as started now: bets are in-play from then on',
        params: deskEventIdParams,
      },
      onRequest: DESK,
    },
    async (request) => {
      await startDeskEvent(deps.db, actorOf(request), request.params.eventId);
      changed(request.params.eventId);
      return ok(null);
    },
  );
  app.post(
    '/api/admin/sports/events/:eventId/cancel',
    {
      schema: { tags, summary: 'Cancel an event: its bets are voided once', params: deskEventIdParams },
      onRequest: DESK,
    },
    async (request) => {
      await cancelDeskEvent(deps.db, actorOf(request), request.params.eventId);
      changed(request.params.eventId);
      await settleNow();
      return ok(null);
    },
  );
  app.post(
    '/api/admin/sports/events/:eventId/markets',
    {
      schema: { tags, summary: 'Add a market with its odds', params: deskEventIdParams, body: deskMarketSchema },
      onRequest: DESK,
    },
    async (request) => {
      const id = await addDeskMarket(deps.db, actorOf(request), request.params.eventId, request.body);
      changed(request.params.eventId);
      return ok({ id });
    },
  );
  app.put(
    '/api/admin/sports/markets/:marketId',
    {
      schema: {
        tags,
        summary: "Set a market's odds (directly or a margin over fair odds)",
        params: deskMarketIdParams,
        body: deskOddsSchema,
      },
      onRequest: DESK,
    },
    async (request) => {
      changed(await setDeskOdds(deps.db, actorOf(request), request.params.marketId, request.body));
      return ok(null);
    },
  );
  app.post(
    '/api/admin/sports/markets/:marketId/status',
    {
      schema: { tags, summary: 'Suspend or resume a market', params: deskMarketIdParams, body: deskStatusSchema },
      onRequest: DESK,
    },
    async (request) => {
      changed(await setDeskMarketStatus(deps.db, actorOf(request), request.params.marketId, request.body.status));
      return ok(null);
    },
  );
  app.post(
    '/api/admin/sports/markets/:marketId/void',
    { schema: { tags, summary: 'Void a market: its legs count 1.00', params: deskMarketIdParams }, onRequest: DESK },
    async (request) => {
      changed(await voidDeskMarket(deps.db, actorOf(request), request.params.marketId));
      await settleNow();
      return ok(null);
    },
  );
  app.post(
    '/api/admin/sports/events/:eventId/results',
    {
      schema: {
        tags,
        summary: 'Enter a result (or a correction) for approval',
        params: deskEventIdParams,
        body: deskResultSchema,
      },
      onRequest: DESK,
    },
    async (request) =>
      ok({ id: await enterDeskResult(deps.db, actorOf(request), request.params.eventId, request.body) }),
  );
  app.post(
    '/api/admin/sports/results/:resultId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a result entered by another staff member; its bets are settled',
        params: deskResultIdParams,
      },
      onRequest: DESK,
    },
    async (request) => {
      const { eventId } = await approveDeskResult(deps.db, actorOf(request), request.params.resultId);
      changed(eventId);
      await settleNow();
      return ok(null);
    },
  );
  app.post(
    '/api/admin/sports/results/:resultId/reject',
    { schema: { tags, summary: 'Reject a result', params: deskResultIdParams }, onRequest: DESK },
    async (request) => {
      await rejectDeskResult(deps.db, actorOf(request), request.params.resultId);
      return ok(null);
    },
  );
}
