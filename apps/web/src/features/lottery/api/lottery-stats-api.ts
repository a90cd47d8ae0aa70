import { LOTTERY_TOKEN_HEADER } from '@fortuna/contracts/lottery';
import { LOTTERY_ODDS_PATHS, windowOddsSchema } from '@fortuna/contracts/lottery-odds';
import {
  headTailSchema,
  historySchema,
  LOTTERY_STATS_PATHS,
  popularNumbersSchema,
  vietnamNumbersSchema,
} from '@fortuna/contracts/lottery-stats';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { LOTTERY_QUERY_ROOT } from './lottery-api';

/** A day's draws of a regional or SEA game with their approved results (spec §7 lottery calls: GET). */
export function historyQuery(gameCode: string, date: string) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'history', gameCode, date],
    queryFn: ({ signal }) =>
      apiRequest(LOTTERY_STATS_PATHS.history, historySchema, { signal, query: { gameCode, date } }),
    staleTime: 60_000,
  });
}

/** The statistics of a region's last `draws` draws: popular and opened numbers, Vietnam numbers, head/tail. */
export function numberStatsQueries(gameCode: string, draws: number) {
  const query = { gameCode, draws };
  const key = [...LOTTERY_QUERY_ROOT, 'stats', gameCode, draws] as const;
  return {
    popular: queryOptions({
      queryKey: [...key, 'popular'],
      queryFn: ({ signal }) => apiRequest(LOTTERY_STATS_PATHS.popular, popularNumbersSchema, { signal, query }),
      staleTime: 60_000,
    }),
    numbers: queryOptions({
      queryKey: [...key, 'numbers'],
      queryFn: ({ signal }) => apiRequest(LOTTERY_STATS_PATHS.vietnamNumbers, vietnamNumbersSchema, { signal, query }),
      staleTime: 60_000,
    }),
    headTail: queryOptions({
      queryKey: [...key, 'head-tail'],
      queryFn: ({ signal }) => apiRequest(LOTTERY_STATS_PATHS.headTail, headTailSchema, { signal, query }),
      staleTime: 60_000,
    }),
  };
}

/**
 * The prize modes the window's game is offered in on this site, with their odds and their versions: read
 * again every 15 s and when the window gets the focus, so the slip rarely shows odds staff have changed.
 */
export function windowOddsQuery(token: string) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'odds', token],
    queryFn: ({ signal }) =>
      apiRequest(LOTTERY_ODDS_PATHS.odds, windowOddsSchema, { signal, headers: { [LOTTERY_TOKEN_HEADER]: token } }),
    enabled: token !== '',
    refetchInterval: 15_000,
    refetchOnWindowFocus: 'always',
  });
}
