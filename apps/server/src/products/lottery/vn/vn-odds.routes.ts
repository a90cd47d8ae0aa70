import { ok } from '@fortuna/contracts/envelope';
import {
  deleteVnOddsQuerySchema,
  LOTTERY_ODDS_PATHS,
  saveVnOddsSchema,
  vnOddsQuerySchema,
} from '@fortuna/contracts/lottery-odds';
import { LOTTERY_OPS_PATHS } from '@fortuna/contracts/lottery-ops';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../../modules/staff/staff-auth';
import type { LotterySessionRow } from '../lottery.repo';
import type { LotteryDeps } from '../lottery-context';
import { type FeedConfig, feedStatus } from './vn-feed-status';
import { deleteModeOdds, merchantOddsTables, saveModeOdds, windowOdds } from './vn-odds';

const adminTags = ['Back office: lottery'];
const OPERATOR = requireStaff('operator');

interface Window {
  onRequest: (request: FastifyRequest) => Promise<void>;
  of: (request: FastifyRequest) => LotterySessionRow;
}

/**
 * Odds per merchant and prize mode (the window's offer, the back office's tables) and the feed status
 * view. docs/lottery.md "Odds per merchant and prize mode", "Feed status".
 */
export function lotteryOddsRoutes(deps: LotteryDeps, window: Window, feed: FeedConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      LOTTERY_ODDS_PATHS.odds,
      {
        schema: {
          tags: ['Lottery'],
          summary: "The prize modes this window's game is offered in on the player's site, with their odds",
        },
        onRequest: window.onRequest,
      },
      async (request) => {
        const session = window.of(request);
        return ok(await windowOdds(deps.db, session.merchantId, session.gameCode));
      },
    );

    app.get(
      LOTTERY_ODDS_PATHS.admin,
      {
        schema: {
          tags: adminTags,
          summary:
            "A merchant's odds tables per prize mode: the Vietnamese bet types, or Keno's, K3's or SSC's pay table",
          querystring: vnOddsQuerySchema,
        },
        onRequest: OPERATOR,
      },
      async (request) => ok(await merchantOddsTables(deps.db, request.query.merchantId, request.query.table)),
    );

    app.put(
      LOTTERY_ODDS_PATHS.admin,
      {
        schema: {
          tags: adminTags,
          summary: "Save a prize mode's whole odds table for a merchant (audited; placed bets keep their odds)",
          querystring: vnOddsQuerySchema,
          body: saveVnOddsSchema,
        },
        onRequest: OPERATOR,
      },
      async (request) => {
        const { merchantId, table } = request.query;
        return ok(await saveModeOdds(deps.db, actorOf(request), merchantId, request.body, table));
      },
    );

    app.delete(
      LOTTERY_ODDS_PATHS.admin,
      {
        schema: {
          tags: adminTags,
          summary: "Drop a prize mode's table: ZY no longer offered, LOTT or ELOTT back to the defaults (audited)",
          querystring: deleteVnOddsQuerySchema,
        },
        onRequest: OPERATOR,
      },
      async (request) => {
        const { merchantId, prizeMode, table } = request.query;
        await deleteModeOdds(deps.db, actorOf(request), merchantId, prizeMode, table);
        return ok(null);
      },
    );

    app.get(
      LOTTERY_OPS_PATHS.feedStatus,
      {
        schema: {
          tags: adminTags,
          summary: "The results feed's last pull and error, draws waiting for a result, uncovered corrections",
        },
        onRequest: OPERATOR,
      },
      async () => ok(await feedStatus(deps, feed)),
    );
  };
}
