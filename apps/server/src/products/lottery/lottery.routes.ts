import { ok } from '@fortuna/contracts/envelope';
import {
  FAST_GAME_CODES,
  LOTTERY_PATHS,
  LOTTERY_TOKEN_HEADER,
  LOTTERY_VENDOR_CODE,
  lotteryLaunchQuerySchema,
  lotterySessionRequestSchema,
  placeLotteryBetSchema,
} from '@fortuna/contracts/lottery';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { games, vendors } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../../modules/merchants/merchant-context';
import { launchGame } from '../../modules/seamless/launch.service';
import { memberOf, requireMember } from '../../modules/sessions/member-auth';
import { bearerToken } from '../../security/tokens';
import { BetWallet } from '../kit/bet-wallet';
import { injectTransport, SeamlessClient } from '../kit/seamless-client';
import { SeedCommitments } from '../kit/seed-commitments';
import { SlotScheduler } from '../kit/slot-scheduler';
import { windowSessions } from '../kit/window-sessions';
import { lotteryBalance, lotterySessionOf, myLotteryBets, openLotterySession, placeLotteryBet } from './lottery-bets';
import type { LotteryDeps } from './lottery-context';
import { ensureUpcomingDraws, fastDrawJob } from './lottery-draws';
import { FAST_GAMES } from './lottery-games';
import { lotteryDrawView, lotteryLobby, recentResults } from './lottery-lobby';
import { registerLotteryVendor } from './lottery-registration';
import { seaLotteryRoutes } from './sea/sea.routes';
import { ensureSeaDraws } from './sea/sea-calendar';
import { seaJobs } from './sea/sea-jobs';
import { vnLotteryRoutes } from './vn/vn.routes';
import { ensureVnDraws } from './vn/vn-calendar';
import { vnJobs } from './vn/vn-jobs';
import { lotteryOddsRoutes } from './vn/vn-odds.routes';
import { lotteryStatsRoutes } from './vn/vn-stats.routes';

const tags = ['Lottery'];

async function gameIdOf(app: FastifyInstance, gameCode: string): Promise<number> {
  const [row] = await app.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(and(eq(vendors.code, LOTTERY_VENDOR_CODE), eq(games.gameCode, gameCode)))
    .limit(1);
  if (!row) throw new AppError('GAME_NOT_FOUND');
  return row.id;
}

/** The lottery's services beside this platform, signing its wallet calls with `secret`. */
export function lotteryDeps(app: FastifyInstance, secret: string): LotteryDeps {
  return {
    db: app.db,
    secrets: app.secrets,
    seeds: new SeedCommitments(app.secrets),
    wallet: new BetWallet(new SeamlessClient(LOTTERY_VENDOR_CODE, secret, injectTransport(app))),
    log: app.log,
    // The platform's clock (tests move it through draws and cut-offs).
    now: () => app.clock.now().getTime(),
  };
}

/** The lottery window's token: its own header (the site's requests carry the member's bearer token too), or a bearer token. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[LOTTERY_TOKEN_HEADER];
  return (typeof header === 'string' && header) || bearerToken(request.headers.authorization);
}

/**
 * Our lottery (docs/lottery.md): the spec's lottery launch, the fast draws' lobby and results, and a
 * lottery window's bets. Draws run on the kit's slot scheduler on every node that has `draws` on.
 */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = lotteryDeps(app, await registerLotteryVendor(app.db, app.vendorKeys));
  if (app.config.lottery.draws) {
    const scheduler = new SlotScheduler(app.db, app.log);
    for (const game of FAST_GAMES) scheduler.add(fastDrawJob(deps, game));
    const { vnFeedUrl, vnFeedAutoApprove } = app.config.lottery;
    const feed = vnFeedUrl ? { url: vnFeedUrl, autoApprove: vnFeedAutoApprove } : undefined;
    for (const job of [...vnJobs(deps, feed), ...seaJobs(deps)]) scheduler.add(job);
    app.addHook('onReady', async () => {
      for (const game of FAST_GAMES) await ensureUpcomingDraws(deps, game, new Date());
      await ensureVnDraws(deps, new Date());
      await ensureSeaDraws(deps, new Date());
      scheduler.start();
    });
    app.addHook('onClose', () => scheduler.stop());
  }

  // The platform's side: the spec's lottery launch, for a signed-in member of the site's merchant.
  await app.register(lotteryLaunchRoute);
  await app.register(vnLotteryRoutes(deps));
  await app.register(seaLotteryRoutes(deps));

  app.get(
    LOTTERY_PATHS.lobby,
    { schema: { tags, summary: 'The fast games with their next draw (hash published) and last result' } },
    async () => ok(await lotteryLobby(deps)),
  );

  app.get(
    LOTTERY_PATHS.results,
    {
      schema: {
        tags,
        summary: 'Recent drawn results of a fast game, each with its revealed seed',
        querystring: z.object({
          gameCode: z.enum(FAST_GAME_CODES),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
      },
    },
    async (request) => ok(await recentResults(deps, request.query.gameCode, request.query.limit)),
  );

  app.get(
    LOTTERY_PATHS.draw(':drawId'),
    {
      schema: {
        tags,
        summary: 'One draw: its hash, and its result and seed once drawn (for verification)',
        params: z.object({ drawId: z.string().regex(/^\d{1,18}$/) }),
      },
    },
    async (request) => ok(await lotteryDrawView(deps, Number(request.params.drawId))),
  );

  app.post(
    LOTTERY_PATHS.session,
    {
      schema: { tags, summary: 'Open a lottery window with the launch token', body: lotterySessionRequestSchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ok(await openLotterySession(deps, request.body.launchToken)),
  );

  // A window's calls: the session is checked first, so a caller without one learns nothing from its input.
  const window = windowSessions((request) => lotterySessionOf(deps, tokenOf(request)));

  await app.register(lotteryStatsRoutes(deps));
  const { vnFeedUrl, vnFeedAutoApprove } = app.config.lottery;
  await app.register(lotteryOddsRoutes(deps, window, { url: vnFeedUrl, autoApprove: vnFeedAutoApprove }));

  app.get(
    LOTTERY_PATHS.balance,
    { schema: { tags, summary: "The player's wallet balance now" }, onRequest: window.onRequest },
    async (request) => ok(await lotteryBalance(deps, window.of(request))),
  );

  app.post(
    LOTTERY_PATHS.bets,
    {
      schema: { tags, summary: 'Place a ticket on an open draw', body: placeLotteryBetSchema },
      onRequest: window.onRequest,
    },
    async (request) => ok(await placeLotteryBet(deps, window.of(request), request.body)),
  );

  app.get(
    LOTTERY_PATHS.bets,
    {
      schema: {
        tags,
        summary: "The player's latest tickets of this game",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
      },
      onRequest: window.onRequest,
    },
    async (request) => ok(await myLotteryBets(deps, window.of(request), request.query.limit)),
  );
};

/** Spec §7 lottery lobby launch: a launch token for the game, as the catalogue's launch issues it. */
const lotteryLaunchRoute: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.get(
    LOTTERY_PATHS.launch,
    {
      schema: {
        tags,
        summary: 'Lottery lobby launch (spec §7)',
        description:
          'Answers the lottery address with a one-time launch token for the game; the page exchanges it at POST /lottery/api/session.',
        querystring: lotteryLaunchQuerySchema,
      },
      onRequest: requireMember,
    },
    async (request) => {
      const { gameCode, language } = request.query;
      const nodeId = await gameIdOf(app, gameCode);
      return ok(await launchGame(app, request.merchant, memberOf(request), { nodeId, isTrial: false, language }));
    },
  );
};
