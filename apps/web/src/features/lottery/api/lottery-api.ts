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

const withToken = (token: string) => ({ [LOTTERY_TOKEN_HEADER]: token });

export function myBetsQuery(token: string) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'bets', token],
    queryFn: ({ signal }) =>
      apiRequest(LOTTERY_PATHS.bets, z.array(lotteryBetSchema), { signal, headers: withToken(token) }),
  });
}

/** Spec §7 lottery launch, then the launch token exchanged for a lottery window. */
export async function openLottery(gameCode: string, language: string) {
  const { url } = await apiRequest(LOTTERY_PATHS.launch, z.object({ url: z.string() }), {
    query: {
      lottoArea: 'VN',
      launchMode: 'ELOTT',
      prizeMode: 'ELOTT',
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
