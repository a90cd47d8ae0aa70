import {
  favouriteChangeSchema,
  favouriteQuerySchema,
  gameListQuerySchema,
  HOT_LIMIT,
  hotGamesQuerySchema,
  launchFeedbackSchema,
  launchGameSchema,
  recentQuerySchema,
  winnersQuerySchema,
} from '@fortuna/contracts/catalogue';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouriteGames, launchFeedback, recentGames } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
import { languageOrDefault } from '../merchants/merchant-site';
import { launchGame } from '../seamless/launch.service';
import { memberOf, requireMember, requireRealMember } from '../sessions/member-auth';
import {
  addFavourite,
  findAccountGames,
  findFavouriteIds,
  findGameById,
  findHotGames,
  findVisibleVendors,
  removeFavourite,
} from './catalogue.repo';
import { gameMenus, listGames, presentGame, presentVendor, vendorLanes, winnerBoard } from './catalogue.service';
import { cacheKey } from './catalogue-cache';

const tags = ['Games'];

/** Catalogue and content calls of spec §7: menus, lists, hot, lanes, vendors, favourites, recent, winners, launch. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);

  /**
   * Public answers are the same for every visitor: the envelope is serialised once and served from the
   * catalogue cache as JSON text.
   */
  /** The language of a list: the one the call names, else the merchant's default (spec §7 calls send it). */
  const languageOf = (request: { query: { language?: string | undefined }; merchant: FastifyRequest['merchant'] }) =>
    languageOrDefault(request.query.language, request.merchant);

  const cached = async <T>(reply: FastifyReply, route: string, query: object, load: () => Promise<T>) => {
    const json = await app.catalogueCache.get(cacheKey(route, query), async () => JSON.stringify(ok(await load())));
    return reply.type('application/json; charset=utf-8').send(json);
  };

  app.get(
    '/lgw/games/game_menus',
    { schema: { tags, summary: 'Game categories with their vendors' } },
    async (_request, reply) => cached(reply, 'menus', {}, () => gameMenus(app.db)),
  );

  app.get(
    '/lgw/games/list',
    { schema: { tags, summary: 'Game list (12 per page on home, 18 in lobbies)', querystring: gameListQuerySchema } },
    // Keyed by the address as sent: the cheapest key, and every distinct query is its own answer anyway.
    async (request, reply) =>
      cached(reply, request.url, {}, () => listGames(app.db, request.query, languageOf(request))),
  );

  app.get(
    '/lgw/games/hot',
    { schema: { tags, summary: 'Hot games (at most 20)', querystring: hotGamesQuerySchema } },
    async (request, reply) => {
      const { gameType, vassalage } = request.query;
      return cached(reply, request.url, {}, async () => ({
        list: (await findHotGames(app.db, { gameType, vassalage }, HOT_LIMIT)).map((row) =>
          presentGame(row, languageOf(request)),
        ),
      }));
    },
  );

  app.get('/lgw/games/lanes', { schema: { tags, summary: 'Vendor lanes by category' } }, async (_request, reply) =>
    cached(reply, 'lanes', {}, () => vendorLanes(app.db)),
  );

  app.get(
    '/lgw/games/vendors',
    { schema: { tags, summary: 'Every vendor a player may see' } },
    async (_request, reply) =>
      cached(reply, 'vendors', {}, async () => (await findVisibleVendors(app.db)).map(presentVendor)),
  );

  app.get(
    '/lgw/games/winners',
    { schema: { tags, summary: 'Winner board: biggest wins first', querystring: winnersQuerySchema } },
    async (request, reply) => {
      const { gameCategory, limitNum } = request.query;
      const merchantId = request.merchant.id;
      const language = languageOf(request);
      return cached(reply, 'winners', { merchantId, gameCategory, limitNum, language }, () =>
        winnerBoard(app.db, merchantId, gameCategory, limitNum, language),
      );
    },
  );

  app.get(
    '/lgw/games/recent',
    {
      schema: { tags, summary: 'Games the member launched, newest first', querystring: recentQuerySchema },
      onRequest: requireMember,
    },
    async (request) => {
      const { page, pageSize, gameType, vassalage } = request.query;
      const found = await findAccountGames(
        app.db,
        recentGames,
        memberOf(request).id,
        { gameType, vassalage },
        {
          pageNo: page,
          pageSize,
        },
      );
      const language = languageOf(request);
      return ok({
        list: found.rows.map((row) => presentGame(row, language)),
        totalPages: Math.ceil(found.total / pageSize),
      });
    },
  );

  app.get(
    '/lgw/games/favorites',
    {
      schema: { tags, summary: 'The member favourite games', querystring: favouriteQuerySchema },
      onRequest: requireMember,
    },
    async (request) => {
      const { pageNo, pageSize, gameType } = request.query;
      const found = await findAccountGames(
        app.db,
        favouriteGames,
        memberOf(request).id,
        { gameType },
        {
          pageNo,
          pageSize,
        },
      );
      return ok({
        content: found.rows.map((row) => presentGame(row, languageOf(request))),
        pageNum: pageNo,
        totalPages: Math.ceil(found.total / pageSize),
      });
    },
  );

  app.get(
    '/lgw/games/favorites/ids',
    { schema: { tags, summary: 'Ids of the member favourite games' }, onRequest: requireMember },
    async (request) => ok(await findFavouriteIds(app.db, memberOf(request).id)),
  );

  app.post(
    '/lgw/games/favorites',
    {
      schema: { tags, summary: 'Add a favourite (real accounts only)', body: favouriteChangeSchema },
      onRequest: requireRealMember,
    },
    async (request) => {
      const found = await findGameById(app.db, request.body.nodeId);
      if (!found || found.game.status === 'disabled' || found.vendor.status === 'disabled') {
        throw new AppError('GAME_NOT_FOUND');
      }
      await addFavourite(app.db, memberOf(request).id, found.game.id);
      return ok(await findFavouriteIds(app.db, memberOf(request).id));
    },
  );

  app.delete(
    '/lgw/games/favorites',
    {
      schema: { tags, summary: 'Remove a favourite', body: favouriteChangeSchema },
      onRequest: requireRealMember,
    },
    async (request) => {
      await removeFavourite(app.db, memberOf(request).id, request.body.nodeId);
      return ok(await findFavouriteIds(app.db, memberOf(request).id));
    },
  );

  app.post(
    '/wps/game/launchGame',
    {
      schema: {
        tags,
        summary: 'Launch a game',
        description:
          'Answers the vendor address with a one-time launch token (2 minutes). GAME_MAINTENANCE carries other games in value.recommended; a trial account gets TRIAL_ACCOUNT except on free-trial games; a vendor not wired to the seamless wallet answers GAME_UNAVAILABLE.',
        body: launchGameSchema,
      },
      onRequest: requireMember,
    },
    async (request) => ok(await launchGame(app, request.merchant, memberOf(request), request.body)),
  );

  app.post(
    '/wps/game/launchFeedback',
    {
      schema: {
        tags,
        summary: 'Tell how a launch went (opened, popup blocked, failed to load)',
        body: launchFeedbackSchema,
      },
      onRequest: requireMember,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const member = memberOf(request);
      if (!(await findGameById(app.db, request.body.nodeId))) throw new AppError('GAME_NOT_FOUND');
      await app.db.insert(launchFeedback).values({
        merchantId: request.merchant.id,
        accountId: member.id,
        gameId: request.body.nodeId,
        outcome: request.body.outcome,
        detail: request.body.detail,
      });
      return ok(null);
    },
  );
};
