import {
  LOTTERY_PATHS,
  LOTTERY_TOKEN_HEADER,
  lotteryBetSchema,
  lotteryDrawSchema,
  lotteryGameSchema,
  lotterySessionSchema,
  type PlaceLotteryBet,
  placeLotteryBetAnswerSchema,
} from '@fortuna/contracts/lottery';
import { SEA_LOTTERY_PATHS, seaGameViewSchema } from '@fortuna/contracts/lottery-sea';
import { VN_LOTTERY_PATHS, vnRegionSchema } from '@fortuna/contracts/lottery-vn';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

export const LOTTERY_QUERY_ROOT = ['lottery'] as const;

/** The fast games with their next draw: read again every few seconds (a draw every minute). */
export function lotteryLobbyQuery() {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'lobby'],
    queryFn: ({ signal }) => apiRequest(LOTTERY_PATHS.lobby, z.array(lotteryGameSchema), { signal }),
    refetchInterval: 5_000,
  });
}

export function recentResultsQuery(gameCode: string) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'results', gameCode],
    queryFn: ({ signal }) =>
      apiRequest(LOTTERY_PATHS.results, z.array(lotteryDrawSchema), { signal, query: { gameCode, limit: 10 } }),
  });
}

/** One draw by its number, with its commitment and (once drawn) its result and seed: anyone may verify it. */
export function lotteryDrawQuery(drawId: string) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'draw', drawId],
    queryFn: ({ signal }) => apiRequest(LOTTERY_PATHS.draw(drawId), lotteryDrawSchema, { signal }),
    retry: false,
  });
}

const withToken = (token: string) => ({ [LOTTERY_TOKEN_HEADER]: token });

/** The window's wallet balance (read again once a result settles the player's bets). */
export function lotteryBalanceQuery(token: string) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'balance', token],
    queryFn: ({ signal }) =>
      apiRequest(LOTTERY_PATHS.balance, z.object({ balance: z.string(), currency: z.string() }), {
        signal,
        headers: withToken(token),
      }),
  });
}

export function myBetsQuery(token: string) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'bets', token],
    queryFn: ({ signal }) =>
      apiRequest(LOTTERY_PATHS.bets, z.array(lotteryBetSchema), { signal, headers: withToken(token) }),
  });
}

/**
 * Spec §7 lottery launch, then the launch token exchanged for a lottery window; `mode` is the launch and
 * prize mode (ELOTT for the fast draws, LOTT for the regional ones).
 */
export async function openLottery(gameCode: string, language: string, mode: 'ELOTT' | 'LOTT' | 'SEA' = 'ELOTT') {
  const { url } = await apiRequest(LOTTERY_PATHS.launch, z.object({ url: z.string() }), {
    query: {
      // The SEA draws launch in the SEA area with prize mode SEA (spec §7, §9).
      lottoArea: mode === 'SEA' ? 'SEA' : 'VN',
      launchMode: mode === 'SEA' ? 'LOTT' : mode,
      prizeMode: mode,
      gameCode,
      view: 'betting',
      device: 'WEB',
      language,
    },
  });
  const launchToken = new URL(url, window.location.origin).searchParams.get('token') ?? '';
  return apiRequest(LOTTERY_PATHS.session, lotterySessionSchema, { method: 'POST', body: { launchToken } });
}

export function placeBet(token: string, bet: PlaceLotteryBet) {
  return apiRequest(LOTTERY_PATHS.bets, placeLotteryBetAnswerSchema, {
    method: 'POST',
    body: bet,
    headers: withToken(token),
  });
}

/** The regional draws: each region's next draws (closing at this site's cut-off) and latest results. */
export function vnLobbyQuery() {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'vn-lobby'],
    queryFn: ({ signal }) => apiRequest(VN_LOTTERY_PATHS.lobby, z.array(vnRegionSchema), { signal }),
    refetchInterval: 15_000,
  });
}

/** The SEA draws: each game's next draw (closing at this site's cut-off), latest result and payouts. */
export function seaLobbyQuery() {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'sea-lobby'],
    queryFn: ({ signal }) => apiRequest(SEA_LOTTERY_PATHS.lobby, z.array(seaGameViewSchema), { signal }),
    refetchInterval: 15_000,
    // The payouts shown on the slip are read again when the window gets the focus too.
    refetchOnWindowFocus: 'always',
  });
}
