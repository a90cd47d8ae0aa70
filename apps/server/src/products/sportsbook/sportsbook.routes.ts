import { ok } from '@fortuna/contracts/envelope';
import {
  cashOutRequestSchema,
  placeBetRequestSchema,
  SPORTS_PATHS,
  SPORTS_VENDOR_CODE,
  sportsSessionRequestSchema,
  VIRTUAL_FOOTBALL_GAME,
} from '@fortuna/contracts/sportsbook';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../security/tokens';
import { BetWallet } from '../kit/bet-wallet';
import { injectTransport, SeamlessClient } from '../kit/seamless-client';
import { SeedCommitments } from '../kit/seed-commitments';
import { SlotScheduler } from '../kit/slot-scheduler';
import { windowSessions } from '../kit/window-sessions';
import { placeBet } from './bet-placement';
import { betsOfPlayer } from './bet-records';
import { cashOut, finishClaimedCashOuts } from './desk/cash-out';
import { registerDeskRoutes } from './desk/desk.routes';
import { deskResults } from './desk/desk-results-view';
import { settleDeskBetsSoon } from './desk/desk-settlement';
import { playerDeskEvent, playerDeskEvents } from './desk/desk-view';
import { acceptHeldBets } from './desk/in-play';
import { feedJobs, registerFeedRoutes } from './feed/feed.routes';
import { leagueJobs, repairLeague } from './league-jobs';
import { leagueRound, leagueRounds } from './league-view';
import { joinSportsRooms, socketLive } from './live/sports-live';
import type { SportsDeps } from './sportsbook-deps';
import { registerSportsbookVendor } from './sportsbook-registration';
import { openSportsSession, sportsSessionOf, walletSessionOf } from './sportsbook-sessions';

const tags = ['Sportsbook'];
const REPAIR_INTERVAL_MS = 5_000;

/** The sportsbook's dependencies beside the platform (its vendor registered, calls signed in memory). */
export async function sportsbookDeps(app: FastifyInstance): Promise<SportsDeps> {
  const secret = await registerSportsbookVendor(app.db, app.vendorKeys);
  const wallet = new BetWallet(new SeamlessClient(SPORTS_VENDOR_CODE, secret, injectTransport(app)));
  const deps: SportsDeps = {
    db: app.db,
    secrets: app.secrets,
    seeds: new SeedCommitments(app.secrets),
    wallet,
    config: app.config.sportsbook,
  };
  deps.live = socketLive(app, deps);
  return deps;
}

/**
 * Our sportsbook's API (docs/sportsbook.md): open a window from a launch token, the virtual league's rounds
 * with prices, live scores and revealed seeds, bet placement, and the member's own bets. The league runs on
 * the kit's slot scheduler once the server is ready.
 */
export const sportsbookRoutes: FastifyPluginAsyncZod<{ deps?: SportsDeps; schedule?: boolean }> = async (
  app,
  options,
) => {
  const deps = options.deps ?? (await sportsbookDeps(app));
  joinSportsRooms(app, deps);
  if (options.schedule !== false) {
    const scheduler = new SlotScheduler(app.db, app.log);
    for (const job of [...leagueJobs(deps, app.log), ...feedJobs(deps, app.log)]) scheduler.add(job);
    const repair = setInterval(() => {
      void repairLeague(deps, app.log)
        .then(() => acceptHeldBets(deps))
        .then(() => finishClaimedCashOuts(deps))
        .then(() => settleDeskBetsSoon(deps, app.log))
        .catch((error: unknown) => app.log.warn({ err: error }, 'sportsbook repair failed'));
    }, REPAIR_INTERVAL_MS);
    repair.unref();
    app.addHook('onReady', async () => {
      await repairLeague(deps, app.log);
      scheduler.start();
    });
    app.addHook('onClose', async () => {
      clearInterval(repair);
      await scheduler.stop();
    });
  }

  app.post(
    SPORTS_PATHS.session,
    {
      schema: { tags, summary: 'Open a sportsbook window with the launch token', body: sportsSessionRequestSchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ok(await openSportsSession(deps, request.body.launchToken)),
  );

  app.get(
    SPORTS_PATHS.rounds,
    { schema: { tags, summary: 'The virtual league: recent, live and open rounds' } },
    async () => ok(await leagueRounds(deps.db, deps.seeds, VIRTUAL_FOOTBALL_GAME, deps.config.roundMs)),
  );

  app.get(
    SPORTS_PATHS.round(':roundId'),
    {
      schema: {
        tags,
        summary: 'One round: prices, live score, and once finished the revealed seed',
        params: z.object({ roundId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
      },
    },
    async (request) => ok(await leagueRound(deps.db, deps.seeds, request.params.roundId)),
  );

  app.get(
    SPORTS_PATHS.events,
    { schema: { tags, summary: 'Events of the trading desk: open, live and recently finished' } },
    async () => ok(await playerDeskEvents(deps.db)),
  );

  app.get(
    SPORTS_PATHS.event(':eventId'),
    {
      schema: {
        tags,
        summary: 'One desk event with all its markets',
        params: z.object({ eventId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
      },
    },
    async (request) => ok(await playerDeskEvent(deps.db, request.params.eventId)),
  );

  app.get(
    SPORTS_PATHS.results,
    { schema: { tags, summary: 'Results: events finished in the last week with scores and settled markets' } },
    async () => ok(await deskResults(deps.db)),
  );

  registerDeskRoutes(app, deps);
  await registerFeedRoutes(app, deps);

  // A window's calls: the session is checked first, so a caller without one learns nothing from its input.
  const window = windowSessions((request) => sportsSessionOf(deps, bearerToken(request.headers.authorization)));

  app.post(
    SPORTS_PATHS.bets,
    {
      schema: { tags, summary: 'Place a single or a parlay', body: placeBetRequestSchema },
      onRequest: window.onRequest,
    },
    async (request) => ok(await placeBet(deps, window.of(request), request.body)),
  );

  app.get(
    SPORTS_PATHS.balance,
    { schema: { tags, summary: "The member's wallet balance now" }, onRequest: window.onRequest },
    async (request) => {
      const answer = await deps.wallet.balance(await walletSessionOf(deps, window.of(request)));
      return ok({ balance: answer.balance, currency: answer.currency });
    },
  );

  app.get(
    SPORTS_PATHS.bets,
    { schema: { tags, summary: "The member's own bets, newest first" }, onRequest: window.onRequest },
    async (request) => ok(await betsOfPlayer(deps.db, window.of(request).playerId, deps.config.cashOutMarginBp)),
  );

  app.post(
    SPORTS_PATHS.cashOut(':betId'),
    {
      schema: {
        tags,
        summary: 'Cash out an open bet at the price shown',
        params: z.object({ betId: z.uuid() }),
        body: cashOutRequestSchema,
      },
      onRequest: window.onRequest,
    },
    async (request) => {
      const session = window.of(request);
      const paid = await cashOut(deps, session, request.params.betId, BigInt(request.body.amount));
      const balance = await deps.wallet.balance(await walletSessionOf(deps, session));
      return ok({ paid: paid.toString(), balance: balance.balance });
    },
  );
};
