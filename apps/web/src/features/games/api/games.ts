import { API } from '@fortuna/contracts/api-paths';
import {
  type FavouriteChange,
  favouriteListSchema,
  GAME_PAGE_SIZE,
  type GameType,
  gameListSchema,
  gameMenuSchema,
  type LaunchFeedback,
  type LaunchResult,
  launchResultSchema,
  recentGamesSchema,
  vendorItemSchema,
} from '@fortuna/contracts/catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';
import { CLIENT_TYPE, GAME_PLATFORM, type GameListParams } from '../hooks/lobby-query';

/** Public catalogue queries (the same for every visitor). */
export const GAMES_QUERY_ROOT = ['games'] as const;
/** The member's own game lists live under the member root, so sign-out drops them. */
export const MEMBER_GAMES_ROOT = [...MEMBER_QUERY_ROOT, 'games'] as const;
export const favouriteIdsQueryKey = [...MEMBER_GAMES_ROOT, 'favouriteIds'] as const;
export const favouritesQueryKey = [...MEMBER_GAMES_ROOT, 'favourites'] as const;
export const recentGamesQueryKey = [...MEMBER_GAMES_ROOT, 'recent'] as const;

/** Every category with its vendors, in the lobby's order (spec §7 game menus). */
export function gameMenusQuery() {
  return queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'menus'],
    queryFn: ({ signal }) => apiRequest(API.gameMenus, z.array(gameMenuSchema), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every vendor a player may see (spec §7 vendor list): the header list and the footer show them. */
export function vendorListQuery() {
  return queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'vendors'],
    queryFn: ({ signal }) => apiRequest(API.vendorList, z.array(vendorItemSchema), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One page of a lobby's game grid; the previous page stays shown while the next one loads. */
export function gameListQuery(params: GameListParams) {
  return queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'list', params],
    queryFn: ({ signal }) => apiRequest(API.gameList, gameListSchema, { signal, query: { ...params } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Ids of the member's favourite games: the hearts on every card read them. */
export function favouriteIdsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: favouriteIdsQueryKey,
    queryFn: ({ signal }) => apiRequest(API.favouriteIds, z.array(z.number().int()), { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The member's favourite games (spec §7: pageNo 1, pageSize 999). */
export function favouritesQuery(options: { enabled: boolean; gameType?: GameType; language: string }) {
  return queryOptions({
    queryKey: [...favouritesQueryKey, options.gameType ?? 'ALL', options.language],
    queryFn: ({ signal }) =>
      apiRequest(API.favourites, favouriteListSchema, {
        signal,
        query: {
          pageNo: 1,
          pageSize: GAME_PAGE_SIZE.favourites,
          gameType: options.gameType,
          language: options.language,
          clientType: CLIENT_TYPE,
        },
      }),
    enabled: options.enabled,
    staleTime: 0,
  });
}

/** Games the member launched, newest first (spec §7: page, pageSize 12). */
export function recentGamesQuery(options: {
  enabled: boolean;
  page: number;
  pageSize: number;
  gameType?: GameType;
  language: string;
}) {
  const { enabled, ...query } = options;
  return queryOptions({
    queryKey: [...recentGamesQueryKey, query],
    queryFn: ({ signal }) =>
      apiRequest(API.recentGames, recentGamesSchema, { signal, query: { ...query, clientType: CLIENT_TYPE } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Adds (POST) or removes (DELETE) a favourite; the server answers with the new id list. */
export function changeFavourite(change: FavouriteChange, add: boolean): Promise<number[]> {
  return apiRequest(API.favourites, z.array(z.number().int()), { method: add ? 'POST' : 'DELETE', body: change });
}

/** Starts a game: the vendor's address with a one-time token (spec §4 Launch). */
export function launchGame(body: { nodeId: number; isTrial: boolean; language: string }): Promise<LaunchResult> {
  return apiRequest(API.launchGame, launchResultSchema, {
    method: 'POST',
    body: { ...body, platform: GAME_PLATFORM },
  });
}

export type LaunchOutcome = LaunchFeedback['outcome'];

/** Tells the platform how a launch went (opened, popup blocked, failed to load); never throws. */
export function sendLaunchFeedback(feedback: { nodeId: number; outcome: LaunchOutcome; detail?: string }): void {
  const body: LaunchFeedback = { ...feedback, detail: (feedback.detail ?? '').slice(0, 500) };
  apiRequest(API.launchFeedback, z.unknown(), { method: 'POST', body }).catch(() => undefined);
}
