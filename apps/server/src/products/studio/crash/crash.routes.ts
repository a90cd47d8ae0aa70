import { ok } from '@fortuna/contracts/envelope';
import { CRASH_NAMESPACE, CRASH_PATHS, crashBetRequestSchema } from '@fortuna/contracts/studio-crash';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioDeps } from '../studio.service';
import { studioWindowCalls } from '../studio-windows';
import { cashOutCrashBet, placeCrashBet } from './crash-bets';
import { CRASH_GROWTH_PER_MS } from './crash-clock';
import type { CrashContext } from './crash-context';
import { CrashSchedule } from './crash-schedule';
import { namespaceEvents, registerCrashSocket } from './crash-socket';
import { crashState, verifyCrashHash } from './crash-state';

const tags = ['Studio games'];

/**
 * Crash: the shared schedule (started with the app, stopped before it closes), its socket namespace,
 * and HTTP calls for the same actions (state, bet, cash-out) plus the public hash verification.
 */
export const crashRoutes: FastifyPluginAsyncZod<{ deps: StudioDeps }> = async (app, { deps }) => {
  const config = app.config.studio.crash;
  const namespace = app.realtime.io.of(CRASH_NAMESPACE);
  const ctx: CrashContext = {
    deps,
    events: namespaceEvents(namespace),
    growthPerMs: CRASH_GROWTH_PER_MS * config.speed,
    now: () => Date.now(),
  };
  registerCrashSocket(app, namespace, ctx);
  const schedule = new CrashSchedule(ctx, config, app.log);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('preClose', async () => schedule.stop());

  const window = studioWindowCalls(app.db);

  app.get(
    CRASH_PATHS.state,
    { schema: { tags, summary: 'Crash: the current game, your bet and recent games' }, onRequest: window.onRequest },
    async (request) => ok(await crashState(app.db, ctx.growthPerMs, ctx.now(), window.of(request).playerId)),
  );

  app.post(
    CRASH_PATHS.bets,
    {
      schema: { tags, summary: 'Crash: bet on the game taking bets', body: crashBetRequestSchema },
      onRequest: window.onRequest,
    },
    async (request) => ok(await placeCrashBet(ctx, window.of(request), request.body)),
  );

  app.post(
    CRASH_PATHS.cashOut,
    { schema: { tags, summary: 'Crash: cash out of the flight now' }, onRequest: window.onRequest },
    async (request) => ok(await cashOutCrashBet(ctx, window.of(request))),
  );

  app.get(
    CRASH_PATHS.verify,
    {
      schema: {
        tags,
        summary: "Crash: recompute a game's crash point from its revealed hash and check its chain (public)",
        querystring: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/, 'hash: 64 lower-case hex digits') }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ok(await verifyCrashHash(app.db, request.query.hash)),
  );
};
