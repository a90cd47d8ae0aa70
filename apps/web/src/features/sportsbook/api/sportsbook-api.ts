import {
  type PlaceBetRequest,
  placedBetSchema,
  SPORTS_PATHS,
  sportsBalanceSchema,
  sportsBetSchema,
  sportsRoundSchema,
  sportsSessionSchema,
} from '@fortuna/contracts/sportsbook';
import { sportsDeskEventSchema, sportsResultSchema } from '@fortuna/contracts/sportsbook-desk';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function openSportsSession(launchToken: string) {
  return apiRequest(SPORTS_PATHS.session, sportsSessionSchema, { method: 'POST', body: { launchToken } });
}

export function fetchRounds(signal?: AbortSignal) {
  return apiRequest(SPORTS_PATHS.rounds, z.array(sportsRoundSchema), { signal });
}

export function fetchMyBets(token: string, signal?: AbortSignal) {
  return apiRequest(SPORTS_PATHS.bets, z.array(sportsBetSchema), { headers: bearer(token), signal });
}

export function fetchBalance(token: string, signal?: AbortSignal) {
  return apiRequest(SPORTS_PATHS.balance, sportsBalanceSchema, { headers: bearer(token), signal });
}

export function placeBet(token: string, body: PlaceBetRequest) {
  return apiRequest(SPORTS_PATHS.bets, placedBetSchema, { method: 'POST', body, headers: bearer(token) });
}

export function fetchDeskEvents(signal?: AbortSignal) {
  return apiRequest(SPORTS_PATHS.events, z.array(sportsDeskEventSchema), { signal });
}

const cashedOutSchema = z.object({ paid: z.string(), balance: z.string() });

export function cashOutBet(token: string, betId: string, amount: string) {
  return apiRequest(SPORTS_PATHS.cashOut(betId), cashedOutSchema, {
    method: 'POST',
    body: { amount },
    headers: bearer(token),
  });
}

export function fetchResults(signal?: AbortSignal) {
  return apiRequest(SPORTS_PATHS.results, z.array(sportsResultSchema), { signal });
}
