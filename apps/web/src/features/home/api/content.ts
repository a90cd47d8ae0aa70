import { API } from '@fortuna/contracts/api-paths';
import {
  HOT_LIMIT,
  hotGamesSchema,
  jackpotPoolSchema,
  WINNER_LIMIT,
  winnersSchema,
} from '@fortuna/contracts/catalogue';
import { type Audience, announcementsSchema, marqueeSchema, noticeSchema } from '@fortuna/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { GAMES_QUERY_ROOT } from '../../games/api/games';
import { GAME_PLATFORM } from '../../games/hooks/lobby-query';

export const CONTENT_QUERY_ROOT = ['content'] as const;

/**
 * Banners, notices, popups of one audience and promotions (spec §7 announcements), in the visitor's
 * language (staff write each item in the merchant's languages; the server falls back to its default).
 */
export function announcementsQuery(execution: Audience, language: string) {
  return queryOptions({
    queryKey: [...CONTENT_QUERY_ROOT, 'announcements', execution, language],
    queryFn: ({ signal }) =>
      apiRequest(API.announcements, announcementsSchema, {
        signal,
        query: { types: 'B,PL,PU,PR', platform: 'W', execution, language },
      }),
    staleTime: 5 * 60_000,
  });
}

export function noticesQuery(language: string, enabled = true) {
  return queryOptions({
    queryKey: [...CONTENT_QUERY_ROOT, 'notices', language],
    queryFn: ({ signal }) => apiRequest(API.notices, z.array(noticeSchema), { signal, query: { language } }),
    enabled,
    staleTime: 60_000,
  });
}

export function marqueeQuery(language: string) {
  return queryOptions({
    queryKey: [...CONTENT_QUERY_ROOT, 'marquee', language],
    queryFn: ({ signal }) => apiRequest(API.marquee, marqueeSchema, { signal, query: { language } }),
    staleTime: 5 * 60_000,
  });
}

/** The winner board (spec §7: gameCategory ALL, limitNum 20). */
export function winnersQuery(language: string) {
  return queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'winners', language],
    queryFn: ({ signal }) =>
      apiRequest(API.winners, winnersSchema, {
        signal,
        query: { gameCategory: 'ALL', limitNum: WINNER_LIMIT, language },
      }),
    staleTime: 60_000,
  });
}

/** Hot games of every category (spec §7: isPlatform 2, at most 20). */
export function hotGamesQuery(language: string) {
  return queryOptions({
    queryKey: [...GAMES_QUERY_ROOT, 'hot', language],
    queryFn: ({ signal }) =>
      apiRequest(API.hotGames, hotGamesSchema, {
        signal,
        query: { isPlatform: 2, platform: GAME_PLATFORM, language },
      }),
    select: (data) => data.list.slice(0, HOT_LIMIT),
    staleTime: 5 * 60_000,
  });
}

export const jackpotQueryKey = [...CONTENT_QUERY_ROOT, 'jackpot'] as const;

/** The real progressive pool (null while no progressive game offers one); kept fresh by the site socket. */
export function jackpotQuery() {
  return queryOptions({
    queryKey: jackpotQueryKey,
    queryFn: ({ signal }) => apiRequest(API.jackpot, jackpotPoolSchema.nullable(), { signal }),
    staleTime: 60_000,
  });
}
