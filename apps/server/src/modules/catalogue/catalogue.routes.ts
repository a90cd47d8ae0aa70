import { isTrialType } from '@fortuna/contracts/accounts';
import {
  favouriteChangeSchema,
  favouriteQuerySchema,
  gameListQuerySchema,
  HOT_LIMIT,
  hotGamesQuerySchema,
  launchGameSchema,
  recentQuerySchema,
  winnersQuerySchema,
} from '@fortuna/contracts/catalogue';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouriteGames, recentGames } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
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
    async (request, reply) => cached(reply, request.url, {}, () => listGames(app.db, request.query)),
  );

  app.get(
    '/lgw/games/hot',
    { schema: { tags, summary: 'Hot games (at most 20)', querystring: hotGamesQuerySchema } },
    async (request, reply) => {
      const { gameType, vassalage } = request.query;
      return cached(reply, request.url, {}, async () => ({
        list: (await findHotGames(app.db, { gameType, vassalage }, HOT_LIMIT)).map(presentGame),
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
      return cached(reply, 'winners', { merchantId, gameCategory, limitNum }, () =>
        winnerBoard(app.db, merchantId, gameCategory, limitNum),
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
      return ok({ list: found.rows.map(presentGame), totalPages: Math.ceil(found.total / pageSize) });
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
        content: found.rows.map(presentGame),
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
          'Answers GAME_UNAVAILABLE until the game platform serves the game; never a stand-in game. Trial accounts are refused real launches.',
        body: launchGameSchema,
      },
      onRequest: requireMember,
    },
    async (request) => {
      const member = memberOf(request);
      const found = await findGameById(app.db, request.body.nodeId);
      if (!found || found.game.status === 'disabled' || found.vendor.status === 'disabled') {
        throw new AppError('GAME_NOT_FOUND');
      }
      if (found.game.status === 'maintenance' || found.vendor.status === 'maintenance') {
        throw new AppError('GAME_MAINTENANCE');
      }
      const wantsTrial = request.body.isTrial && found.game.supportsTrial;
      if (isTrialType(member.type) && !wantsTrial) throw new AppError('TRIAL_ACCOUNT');
      throw new AppError('GAME_UNAVAILABLE');
    },
  );
};
