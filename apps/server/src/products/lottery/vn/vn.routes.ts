import { ok } from '@fortuna/contracts/envelope';
import {
  enterVnResultSchema,
  VN_LOTTERY_PATHS,
  vnAdminDrawQuerySchema,
  vnRulesSchema,
} from '@fortuna/contracts/lottery-vn';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useMerchantContext } from '../../../modules/merchants/merchant-context';
import { actorOf, requireStaff } from '../../../modules/staff/staff-auth';
import type { LotteryDeps } from '../lottery-context';
import { drawLiability, numberCapOf, saveNumberCap } from '../number-caps';
import { saveSeaPayouts, seaPayoutsOf } from '../sea/sea-payouts';
import { saveCutoffMinutes } from './vn.repo';
import { vnAdminDraws, vnLobby } from './vn-lobby';
import { approveVnResult, enterVnResult, presentResult, rejectVnResult, voidVnDraw } from './vn-results';
import { vnCutoffMinutes } from './vn-rules';

const tags = ['Lottery: regional draws'];
const adminTags = ['Back office: lottery'];
const drawParams = z.object({ drawId: z.string().regex(/^\d{1,18}$/) });
const resultParams = z.object({ resultId: z.string().regex(/^\d{1,18}$/) });
const merchantQuery = z.object({ merchantId: z.coerce.number().int().positive() });
/** Results are entered and approved by operators (admin holds every role); two different staff members. */
const OPERATOR = requireStaff('operator');

/** The regional draws (docs/lottery.md "Regional draws"): the players' lobby and the back office's result intake. */
export function vnLotteryRoutes(deps: LotteryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (site) => {
      useMerchantContext(site);
      site.get(
        VN_LOTTERY_PATHS.lobby,
        {
          schema: {
            tags,
            summary: "The regions' next draws (closing at this site's cut-off) and latest approved results",
          },
        },
        async (request) => ok(await vnLobby(deps, request.merchant.id)),
      );
    });

    app.get(
      VN_LOTTERY_PATHS.admin.draws,
      {
        schema: {
          tags: adminTags,
          summary: 'Regional draws awaiting a result (or all recent ones) with their result versions',
          querystring: vnAdminDrawQuerySchema,
        },
        onRequest: OPERATOR,
      },
      async (request) => ok(await vnAdminDraws(deps, request.query)),
    );

    app.post(
      VN_LOTTERY_PATHS.admin.results(':drawId'),
      {
        schema: {
          tags: adminTags,
          summary: "Enter a draw's official result (awaits a second staff member's approval)",
          params: drawParams,
          body: enterVnResultSchema,
        },
        onRequest: OPERATOR,
      },
      async (request) =>
        ok(
          presentResult(
            await enterVnResult(deps, { actor: actorOf(request) }, Number(request.params.drawId), request.body.prizes),
          ),
        ),
    );

    app.post(
      VN_LOTTERY_PATHS.admin.approve(':resultId'),
      {
        schema: {
          tags: adminTags,
          summary: 'Approve a result entered by another staff member (or the feed); the draw settles',
          params: resultParams,
        },
        onRequest: OPERATOR,
      },
      async (request) =>
        ok(presentResult(await approveVnResult(deps, { actor: actorOf(request) }, Number(request.params.resultId)))),
    );

    app.post(
      VN_LOTTERY_PATHS.admin.reject(':resultId'),
      { schema: { tags: adminTags, summary: 'Reject a pending result', params: resultParams }, onRequest: OPERATOR },
      async (request) =>
        ok(presentResult(await rejectVnResult(deps, actorOf(request), Number(request.params.resultId)))),
    );

    app.post(
      VN_LOTTERY_PATHS.admin.void(':drawId'),
      {
        schema: {
          tags: adminTags,
          summary: 'Void a draw without an approved result: every bet refunded once',
          params: drawParams,
        },
        onRequest: OPERATOR,
      },
      async (request) => {
        await voidVnDraw(deps, actorOf(request), Number(request.params.drawId));
        return ok(null);
      },
    );

    app.get(
      VN_LOTTERY_PATHS.admin.rules,
      {
        schema: {
          tags: adminTags,
          summary: "A merchant's cut-off before the regional and SEA draws, and its SEA payouts",
          querystring: merchantQuery,
        },
        onRequest: OPERATOR,
      },
      async (request) =>
        ok({
          cutoffMinutes: await vnCutoffMinutes(deps.db, request.query.merchantId),
          seaPayouts: await seaPayoutsOf(deps.db, request.query.merchantId),
          numberCapMinor: (await numberCapOf(deps.db, request.query.merchantId))?.toString() ?? null,
        }),
    );

    app.put(
      VN_LOTTERY_PATHS.admin.rules,
      {
        schema: {
          tags: adminTags,
          summary: "Set a merchant's cut-off before the regional and SEA draws (and optionally its SEA payouts)",
          querystring: merchantQuery,
          body: vnRulesSchema,
        },
        onRequest: OPERATOR,
      },
      async (request) => {
        await saveCutoffMinutes(deps.db, request.query.merchantId, request.body.cutoffMinutes);
        if (request.body.seaPayouts) await saveSeaPayouts(deps.db, request.query.merchantId, request.body.seaPayouts);
        const cap = request.body.numberCapMinor;
        if (cap !== undefined)
          await saveNumberCap(deps.db, request.query.merchantId, cap === null ? null : BigInt(cap));
        return ok(request.body);
      },
    );

    app.get(
      VN_LOTTERY_PATHS.admin.liability(':drawId'),
      {
        schema: {
          tags: adminTags,
          summary: "A draw's liability: open tickets by bet type and number, their stake and one hit's payout",
          params: drawParams,
          querystring: z.object({ merchantId: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
        },
        onRequest: OPERATOR,
      },
      async (request) =>
        ok(await drawLiability(deps.db, Number(request.params.drawId), request.query.merchantId ?? null)),
    );
  };
}
