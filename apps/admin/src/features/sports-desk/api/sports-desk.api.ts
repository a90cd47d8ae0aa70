import {
  type CreateDeskEvent,
  type CreateDeskOutright,
  type DeskEvent,
  type DeskEventDetail,
  type DeskMarketInput,
  type DeskResultInput,
  type DeskSport,
  SPORTS_DESK_PATHS,
} from '@fortuna/contracts/sportsbook-desk';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

export const deskKeys = {
  all: ['sports-desk'] as const,
  list: (sport: DeskSport | undefined) => ['sports-desk', 'list', sport ?? 'all'] as const,
  event: (eventId: number) => ['sports-desk', 'event', eventId] as const,
};

/** The desk's events (the server's shapes are typed by the shared contract; the envelope is checked). */
export function deskEventsQuery(sport: DeskSport | undefined) {
  return queryOptions({
    queryKey: deskKeys.list(sport),
    queryFn: ({ signal }) =>
      apiRequest(SPORTS_DESK_PATHS.events, z.custom<DeskEvent[]>(Array.isArray), { query: { sport }, signal }),
    refetchInterval: 15_000,
  });
}

export function deskEventQuery(eventId: number) {
  return queryOptions({
    queryKey: deskKeys.event(eventId),
    queryFn: ({ signal }) =>
      apiRequest(
        SPORTS_DESK_PATHS.event(String(eventId)),
        z.custom<DeskEventDetail>((v) => typeof v === 'object'),
        {
          signal,
        },
      ),
    refetchInterval: 10_000,
  });
}

const created = z.object({ id: z.number() });
const post = (path: string, body?: unknown) => apiRequest(path, z.unknown(), { method: 'POST', body: body ?? {} });

/** Every desk action in one place: each is audited by the server. */
export const deskActions = {
  createEvent: (body: CreateDeskEvent) => apiRequest(SPORTS_DESK_PATHS.events, created, { method: 'POST', body }),
  addMarket: (eventId: number, body: DeskMarketInput) =>
    apiRequest(SPORTS_DESK_PATHS.markets(String(eventId)), created, { method: 'POST', body }),
  setOdds: (marketId: number, body: { prices: DeskMarketInput['prices']; marginBp?: number }) =>
    apiRequest(SPORTS_DESK_PATHS.market(String(marketId)), z.unknown(), { method: 'PUT', body }),
  marketStatus: (marketId: number, status: 'open' | 'suspended') =>
    post(SPORTS_DESK_PATHS.marketStatus(String(marketId)), { status }),
  voidMarket: (marketId: number) => post(SPORTS_DESK_PATHS.marketVoid(String(marketId))),
  eventStatus: (eventId: number, status: 'open' | 'suspended') =>
    post(SPORTS_DESK_PATHS.eventStatus(String(eventId)), { status }),
  cancelEvent: (eventId: number) => post(SPORTS_DESK_PATHS.cancel(String(eventId))),
  startEvent: (eventId: number) => post(SPORTS_DESK_PATHS.start(String(eventId))),
  enterResult: (eventId: number, body: DeskResultInput) =>
    apiRequest(SPORTS_DESK_PATHS.results(String(eventId)), created, { method: 'POST', body }),
  approve: (resultId: number) => post(SPORTS_DESK_PATHS.approve(String(resultId))),
  reject: (resultId: number) => post(SPORTS_DESK_PATHS.reject(String(resultId))),
  createOutright: (body: CreateDeskOutright) =>
    apiRequest(SPORTS_DESK_PATHS.outrights, created, { method: 'POST', body }),
  saveRules: (merchantId: number, inPlayDelayMs: number) =>
    apiRequest(SPORTS_DESK_PATHS.rules, z.unknown(), { method: 'PUT', query: { merchantId }, body: { inPlayDelayMs } }),
};

const rulesSchema = z.object({ inPlayDelayMs: z.number() });

/** A merchant's sportsbook rules (the in-play acceptance delay). */
export function sportsRulesQuery(merchantId: number) {
  return queryOptions({
    queryKey: ['sports-desk', 'rules', merchantId],
    queryFn: ({ signal }) => apiRequest(SPORTS_DESK_PATHS.rules, rulesSchema, { query: { merchantId }, signal }),
  });
}
