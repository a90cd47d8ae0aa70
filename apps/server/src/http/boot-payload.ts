import { API } from '@fortuna/contracts/api-paths';
import { GAME_PAGE_SIZE, type GameType, WINNER_LIMIT } from '@fortuna/contracts/catalogue';
import type { PermissionInfo } from '@fortuna/contracts/system';
import { DEFAULT_LANGUAGE, SYSTEM_STATUS } from '@fortuna/contracts/system';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TtlCache } from '../lib/ttl-cache';
import type { MerchantRow } from '../modules/merchants/merchants.repo';
import { resolveMerchant } from '../modules/merchants/merchants.service';
import { permissionInfo, systemStatus } from '../modules/system/system.service';
import type { BootPayload, FirstScreen } from './page-html';
import { isSafeImageUrl } from './page-html';

/** How long a merchant's start-up answers are reused: short, so staff changes show within seconds. */
export const BOOT_CACHE_MS = 5_000;
/** A page is never held back longer than this for its payload; it is then served without one. */
export const BOOT_WAIT_MS = 1_500;

/** The home lobby's paths (spec §2): their first screen has the banner area. */
const HOME_PATHS = new Set(['/', '/index', '/home']);
/** The home banner group (spec §3). */
const HOME_BANNER_GROUP = 'w_home';
/** The game platform the site asks lists for (the web's GAME_PLATFORM). */
const GAME_PLATFORM = 'flash,html5-desktop';

/** A query string written the way the site's API client writes it, so the server caches share the answers. */
function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

/**
 * The calls whose answers the first render of the home lobby waits for (the banner area, the lobby's
 * sections, the header and footer vendors, the winner board and the jackpot), by the name the client
 * reads them under. Other pages get the ones every page uses.
 */
const HOME_CALLS: Record<string, string> = {
  announcements: withQuery(API.announcements, {
    types: 'B,PL,PU,PR',
    platform: 'W',
    execution: 'B',
    language: DEFAULT_LANGUAGE,
  }),
  marquee: withQuery(API.marquee, { language: DEFAULT_LANGUAGE }),
  menus: API.gameMenus,
  vendors: API.vendorList,
  hot: withQuery(API.hotGames, { isPlatform: 2, platform: GAME_PLATFORM, language: DEFAULT_LANGUAGE }),
  winners: withQuery(API.winners, { gameCategory: 'ALL', limitNum: WINNER_LIMIT, language: DEFAULT_LANGUAGE }),
  jackpot: API.jackpot,
};
const EVERY_PAGE_CALLS = ['menus', 'vendors'];

/** The game-list lobbies (spec §2) by path: their first page of games rides in the payload. */
const LOBBY_TYPES: Record<string, GameType> = { '/live': 'LIVE', '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP' };
/** The web's CLIENT_TYPE (spec §9). */
const CLIENT_TYPE = 3;
/** How many of a lobby's first games the page shows before the scripts run, their pictures preloaded: a phone screen's worth. */
export const LOBBY_PRELOADED_IMAGES = 6;
/** A vendor code as a lobby address carries it (?vassalage=CODE); anything else gets no lobby answer. */
const VENDOR_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The lobby a page address opens, with its vendor filter, or null for other pages. */
export function lobbyOf(url: string, search: URLSearchParams): { gameType: GameType; vassalage: string | null } | null {
  const gameType = LOBBY_TYPES[url];
  if (!gameType) return null;
  const vassalage = search.get('vassalage') || null;
  if (vassalage !== null && !VENDOR_CODE.test(vassalage)) return null;
  return { gameType, vassalage };
}

/** The game-list call of a lobby's first render: all games, first page, in the default language (the web's buildGameListParams). */
function lobbyCall(lobby: { gameType: GameType; vassalage: string | null }): string {
  return withQuery(API.gameList, {
    gameType: lobby.gameType,
    ...(lobby.vassalage ? { vassalage: lobby.vassalage } : {}),
    filter: 'ALL',
    pageNo: 1,
    pageSize: GAME_PAGE_SIZE.lobby,
    language: DEFAULT_LANGUAGE,
    clientType: CLIENT_TYPE,
    platform: GAME_PLATFORM,
  });
}

/** The first games of a game-list answer, with a picture that is safe to show before the scripts run. */
function firstGames(answer: unknown): FirstScreen['lobbyGames'] {
  const games = (answer as { games?: unknown } | undefined)?.games;
  if (!Array.isArray(games)) return [];
  return (games as { showIcon?: unknown; iconUrl?: unknown; gameName?: unknown; nodeName?: unknown }[])
    .slice(0, LOBBY_PRELOADED_IMAGES)
    .map((game) => ({
      image: typeof game.showIcon === 'string' && game.showIcon ? game.showIcon : game.iconUrl,
      name: typeof game.gameName === 'string' && game.gameName ? game.gameName : game.nodeName,
    }))
    .filter(
      (game): game is { image: string; name: string } =>
        typeof game.image === 'string' &&
        game.image !== '' &&
        isSafeImageUrl(game.image) &&
        typeof game.name === 'string',
    );
}

/** Pages outside the full layout (the agent area, game windows, lotteries): no header or side menu to paint early. */
const OTHER_LAYOUT_PATHS = new Set(['/agent', '/agentHome', '/seamless', '/lottery', '/seaLottery', '/vnLottery']);

export function isHomePath(url: string): boolean {
  return HOME_PATHS.has(url);
}

interface MerchantAnswers {
  info: PermissionInfo;
  values: Record<string, unknown>;
  at: number;
}

/** Reads one call through the app itself (same routes, same merchant); undefined when it does not succeed. */
async function readCall(app: FastifyInstance, url: string, host: string, merchantCode: string): Promise<unknown> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { host, merchant: merchantCode, accept: 'application/json' },
  });
  if (response.statusCode !== 200) return undefined;
  const envelope = response.json() as { success?: unknown; value?: unknown };
  return envelope.success === true ? envelope.value : undefined;
}

async function loadAnswers(app: FastifyInstance, merchant: MerchantRow, host: string): Promise<MerchantAnswers> {
  const at = Date.now();
  const names = Object.keys(HOME_CALLS);
  const [info, ...answers] = await Promise.all([
    permissionInfo(app.db, merchant, ''),
    ...names.map((name) => readCall(app, HOME_CALLS[name] ?? '', host, merchant.code).catch(() => undefined)),
  ]);
  const values: Record<string, unknown> = {};
  names.forEach((name, index) => {
    if (answers[index] !== undefined) values[name] = answers[index];
  });
  return { info, values, at };
}

/** Permission info as the visitor's own call would answer it: the location and status are per address. */
export function forVisitor(info: PermissionInfo, merchant: MerchantRow, ip: string): PermissionInfo {
  const { status, country, maintenance } = systemStatus(merchant, ip);
  return {
    ...info,
    location: {
      ...info.location,
      ip,
      country,
      maintenance,
      regionRestriction: status === SYSTEM_STATUS.REGION_RESTRICTED,
    },
    status,
  };
}

/** The first w_home banner with a usable image, from an announcements answer. */
function firstHomeBanner(announcements: unknown): FirstScreen['banner'] {
  const banners = (announcements as { banners?: unknown } | undefined)?.banners;
  if (!Array.isArray(banners)) return null;
  for (const banner of banners as { groupName?: unknown; url?: unknown; title?: unknown }[]) {
    if (banner.groupName !== HOME_BANNER_GROUP || typeof banner.url !== 'string' || !banner.url) continue;
    if (!isSafeImageUrl(banner.url)) return null;
    return { url: banner.url, title: typeof banner.title === 'string' ? banner.title : '' };
  }
  return null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('start-up payload took too long')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Builds the start-up payload and first screen of a page for the merchant of the request's host
 * (resolved as the API resolves it). Each merchant's answers are read at most once per BOOT_CACHE_MS.
 * Rejects when the merchant or its settings cannot be read in time: the caller serves the plain page.
 */
export function createBootPayloads(app: FastifyInstance) {
  const cache = new TtlCache<MerchantAnswers>(BOOT_CACHE_MS, 1000);
  const lobbies = new TtlCache<unknown>(BOOT_CACHE_MS, 1000);
  // A staff change to a merchant's settings shows on the next page load, not up to BOOT_CACHE_MS later.
  if (app.hasDecorator('merchantCache')) app.merchantCache.onClear(() => cache.clear());

  return async function bootPayloadFor(
    request: FastifyRequest,
    url: string,
  ): Promise<{ payload: BootPayload; screen: FirstScreen | null }> {
    const merchant = await resolveMerchant(
      app.db,
      { headerCode: undefined, hostname: request.hostname, defaultCode: app.config.defaultMerchant },
      app.merchantCache,
    );
    const host = request.headers.host ?? request.hostname;
    const answers = await withTimeout(
      cache.get(merchant.code, () => loadAnswers(app, merchant, host)),
      BOOT_WAIT_MS,
    );
    const isHome = isHomePath(url);
    const info = forVisitor(answers.info, merchant, request.ip);
    const values: Record<string, unknown> = { permissionInfo: info };
    for (const [name, value] of Object.entries(answers.values)) {
      if (isHome || EVERY_PAGE_CALLS.includes(name)) values[name] = value;
    }
    const lobby = lobbyOf(url, new URL(request.url, 'http://page').searchParams);
    if (lobby) {
      const call = lobbyCall(lobby);
      const answer = await withTimeout(
        lobbies.get(`${merchant.code} ${call}`, () => readCall(app, call, host, merchant.code)),
        BOOT_WAIT_MS,
      ).catch(() => undefined);
      if (answer !== undefined) values.lobby = answer;
    }
    return {
      payload: { at: answers.at, language: DEFAULT_LANGUAGE, values },
      // The maintenance and blocked pages, and other layouts, have no header or banner to show beforehand.
      screen:
        info.status === SYSTEM_STATUS.NORMAL && !OTHER_LAYOUT_PATHS.has(url)
          ? {
              merchantName: merchant.name,
              banner: isHome ? firstHomeBanner(answers.values.announcements) : null,
              isHome,
              lobbyGames: firstGames(values.lobby),
            }
          : null,
    };
  };
}
