import { ok } from '@fortuna/contracts/envelope';
import {
  clientSeedRequestSchema,
  playRoundRequestSchema,
  roundActionRequestSchema,
  STUDIO_PATHS,
  STUDIO_VENDOR_CODE,
  studioSessionRequestSchema,
  verifyQuerySchema,
} from '@fortuna/contracts/studio';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@fortuna/contracts/system';
import { studioGame } from '@fortuna/games/studio/index';
import { interactiveGame } from '@fortuna/games/studio/interactive-games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { isRecallLinkValid } from '../../lib/seamless-protocol/recall-link';
import { fetchTransport, SeamlessClient } from '../kit/seamless-client';
import { crashRoutes } from './crash/crash.routes';
import { finishAbandonedRounds } from './interactive-abandoned';
import { applyRoundAction, startInteractiveRound } from './interactive-rounds.service';
import { findRound, findStaleOpenRounds } from './studio.repo';
import {
  completePlayerRound,
  completeRound,
  openSession,
  playStudioRound,
  presentRound,
  recentRounds,
  rotateSeeds,
  type StudioDeps,
  verifyRound,
} from './studio.service';
import { gameInfoOf } from './studio-catalogue';
import { registerStudioVendor } from './studio-registration';
import { StudioWallet } from './studio-wallet';
import { sessionBalance, studioWindowCalls } from './studio-windows';

const tags = ['Studio games'];
/** An open round older than this is completed by the job (paid by its outcome, or refunded). */
const STALE_ROUND_MS = 2 * 60_000;
const JOB_INTERVAL_MS = 60_000;

/** The studio's secret and how it reaches the wallet: the platform beside it, or one over the network. */
async function studioWallet(app: FastifyInstance): Promise<{ wallet: StudioWallet; secret: string }> {
  const { platformUrl, vendorSecret } = app.config.studio;
  if (platformUrl) {
    if (!vendorSecret) throw new Error('STUDIO_VENDOR_SECRET is required with STUDIO_PLATFORM_URL');
    const client = new SeamlessClient(STUDIO_VENDOR_CODE, vendorSecret, fetchTransport(platformUrl));
    return { wallet: new StudioWallet(client, STUDIO_VENDOR_CODE), secret: vendorSecret };
  }
  const secret = await registerStudioVendor(app.db, app.vendorKeys);
  // Beside the platform: the wallet's handlers called directly, without the HTTP layer (ADR 0043).
  const client = new SeamlessClient(STUDIO_VENDOR_CODE, secret, app.inProcessSeamless);
  return { wallet: new StudioWallet(client, STUDIO_VENDOR_CODE), secret };
}

/**
 * Our studio's game API: open a game window from a launch token, play rounds, complete an interrupted
 * one, manage the provably-fair seeds, verify any round, and replay one from a signed link.
 */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet, secret } = await studioWallet(app);
  // The progressive pools live in the platform's ledger: only a studio beside the platform feeds and pays them.
  const jackpots = app.config.studio.platformUrl ? undefined : app.jackpots;
  await jackpots?.openAll();
  const deps: StudioDeps = { db: app.db, secrets: app.secrets, wallet, jackpots };

  // Crash: shared games on a schedule, live over the '/studio-crash' socket namespace.
  await app.register(crashRoutes, { deps });

  const timer = setInterval(() => {
    void completeStaleRounds(app, deps);
  }, JOB_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // A window's calls: the session is checked first, so a caller without one learns nothing from its input.
  const window = studioWindowCalls(app.db);

  app.post(
    STUDIO_PATHS.session,
    {
      schema: { tags, summary: 'Open a game window with the launch token', body: studioSessionRequestSchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ok(await openSession(deps, request.body.launchToken)),
  );

  app.get(
    STUDIO_PATHS.balance,
    {
      schema: { tags, summary: "The player's wallet balance now (after money moved outside the game)" },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      onRequest: window.onRequest,
    },
    async (request) => ok(await sessionBalance(deps, window.of(request))),
  );

  app.post(
    STUDIO_PATHS.rounds,
    { schema: { tags, summary: 'Play one round', body: playRoundRequestSchema }, onRequest: window.onRequest },
    async (request) => {
      const session = window.of(request);
      const { choices, requestId } = request.body;
      // Interactive games open the round and wait for the player's decisions.
      return ok(
        interactiveGame(session.gameCode)
          ? await startInteractiveRound(deps, session, choices, requestId)
          : await playStudioRound(deps, session, choices, requestId),
      );
    },
  );

  app.post(
    STUDIO_PATHS.roundAction(':roundId'),
    {
      schema: {
        tags,
        summary: 'Take a decision in an open round (blackjack, video poker, mines)',
        params: z.object({ roundId: z.string().uuid() }),
        body: roundActionRequestSchema,
      },
      onRequest: window.onRequest,
    },
    async (request) => {
      const session = window.of(request);
      const { action, requestId } = request.body;
      return ok(await applyRoundAction(deps, session, request.params.roundId, action, requestId));
    },
  );

  app.get(
    STUDIO_PATHS.rounds,
    {
      schema: {
        tags,
        summary: "The player's last rounds in this game",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
      },
      onRequest: window.onRequest,
    },
    async (request) => {
      const session = window.of(request);
      return ok(await recentRounds(deps, session, request.query.limit));
    },
  );

  app.post(
    STUDIO_PATHS.completeRound(':roundId'),
    {
      schema: { tags, summary: 'Complete an interrupted round', params: z.object({ roundId: z.string().uuid() }) },
      onRequest: window.onRequest,
    },
    async (request) => {
      const session = window.of(request);
      return ok(await completePlayerRound(deps, session, request.params.roundId));
    },
  );

  app.post(
    STUDIO_PATHS.clientSeed,
    {
      schema: {
        tags,
        summary: 'Choose a client seed (reveals the current server seed)',
        body: clientSeedRequestSchema,
      },
      onRequest: window.onRequest,
    },
    async (request) => {
      const session = window.of(request);
      return ok(await rotateSeeds(deps, session, request.body.clientSeed));
    },
  );

  app.post(
    STUDIO_PATHS.rotateSeed,
    { schema: { tags, summary: 'Reveal the server seed and commit a new one' }, onRequest: window.onRequest },
    async (request) => {
      const session = window.of(request);
      return ok(await rotateSeeds(deps, session));
    },
  );

  app.get(
    STUDIO_PATHS.verify,
    {
      schema: {
        tags,
        summary: 'Recompute a round from its seeds, nonce and choices (public)',
        querystring: verifyQuerySchema,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ok(verifyRound(request.query)),
  );

  /** The link's signature is checked before its input, so a caller without a valid link learns nothing from it. */
  const signedRecallLink = async (request: FastifyRequest): Promise<void> => {
    const { roundId } = request.params as { roundId?: string };
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    if (!isRecallLinkValid(secret, String(roundId), Number(exp), String(sig ?? ''))) {
      throw new AppError('FORBIDDEN', 'This replay link is invalid or has expired: open it again from the bet record');
    }
  };

  app.get(
    STUDIO_PATHS.recall(':roundId'),
    {
      schema: {
        tags,
        summary: 'A finished round as it was played (signed replay link)',
        params: z.object({ roundId: z.string().uuid() }),
        querystring: z.object({
          exp: z.coerce.number().int(),
          sig: z.string().max(128),
          lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
        }),
      },
      onRequest: signedRecallLink,
    },
    async (request) => {
      const round = await findRound(app.db, request.params.roundId);
      const game = round ? studioGame(round.gameCode) : undefined;
      if (!round || !game) throw new AppError('ROUND_NOT_FOUND');
      return ok({
        round: await presentRound(app.db, round),
        game: { ...gameInfoOf(game, round.currency, request.query.lang), paytable: round.paytable },
      });
    },
  );
};

async function completeStaleRounds(app: FastifyInstance, deps: StudioDeps): Promise<void> {
  const failed = (round: { roundId: string }, error: unknown) =>
    app.log.warn(
      { err: error, roundId: round.roundId },
      'an open studio round could not be completed; the next run tries again',
    );
  try {
    // Each round on its own: one that cannot be completed now does not hold up the others.
    for (const round of await findStaleOpenRounds(app.db, STALE_ROUND_MS, 100)) {
      await completeRound(deps, round).catch((error: unknown) => failed(round, error));
    }
    // Interactive rounds wait for their player; after 24 hours the game's own decision finishes them.
    await finishAbandonedRounds(deps, { onError: failed });
  } catch (error) {
    app.log.warn({ err: error }, 'completing open studio rounds failed; the next run tries again');
  }
}
