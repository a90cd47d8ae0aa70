import { ok } from '@fortuna/contracts/envelope';
import { historyQuerySchema, LOTTERY_STATS_PATHS, statsQuerySchema } from '@fortuna/contracts/lottery-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LotteryDeps } from '../lottery-context';
import { drawHistory, headTail, popularNumbers, vietnamNumbers } from './vn-stats';

const tags = ['Lottery: statistics'];
/** Public reads of a few hundred rows at most: generous, but not a free database load. */
const rateLimit = { max: 120, timeWindow: '1 minute' };

/** The lottery's public statistics (spec §7 "popular and opened numbers", "Vietnam numbers"; all GET). */
export function lotteryStatsRoutes(deps: LotteryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      LOTTERY_STATS_PATHS.history,
      {
        schema: {
          tags,
          summary: "A day's draws of a regional or SEA game (optionally one province) with their approved results",
          querystring: historyQuerySchema,
        },
        config: { rateLimit },
      },
      async (request) => ok(await drawHistory(deps, request.query)),
    );

    app.get(
      LOTTERY_STATS_PATHS.popular,
      {
        schema: {
          tags,
          summary: "Popular and opened numbers of a region's last draws: most drawn, absent longest, just drawn",
          querystring: statsQuerySchema,
        },
        config: { rateLimit },
      },
      async (request) => ok(await popularNumbers(deps, request.query)),
    );

    app.get(
      LOTTERY_STATS_PATHS.vietnamNumbers,
      {
        schema: {
          tags,
          summary: "Vietnam numbers: 00–99 over a region's last draws with occurrences, last appearance and gap",
          querystring: statsQuerySchema,
        },
        config: { rateLimit },
      },
      async (request) => ok(await vietnamNumbers(deps, request.query)),
    );

    app.get(
      LOTTERY_STATS_PATHS.headTail,
      {
        schema: {
          tags,
          summary: "Head and tail counts of a region's last draws (every two-digit end, and the special prize's)",
          querystring: statsQuerySchema,
        },
        config: { rateLimit },
      },
      async (request) => ok(await headTail(deps, request.query)),
    );
  };
}
