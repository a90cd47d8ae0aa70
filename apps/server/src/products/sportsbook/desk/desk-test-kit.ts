import { randomBytes } from 'node:crypto';
import type { Envelope } from '@fortuna/contracts/envelope';
import { type OddsPolicy, type PlacedBet, SPORTS_PATHS, type SportsBet } from '@fortuna/contracts/sportsbook';
import type { DeskMarketInput } from '@fortuna/contracts/sportsbook-desk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffAuth } from '../../../test/test-app';
import { sportsDeskEvents } from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';

/** Test set-up of the trading desk: calls as the demo administrator (`admin`) or the demo trader (`trader`). */
export async function deskCall<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  who: 'admin' | 'trader' = 'admin',
): Promise<Envelope<T>> {
  const answer = await app.inject({ method, url, headers: await staffAuth(app, who), payload: payload as object });
  return answer.json<Envelope<T>>();
}

/** A football event starting in an hour with a 1X2 market at 2.00 / 3.40 / 3.60 and the markets given. */
export async function footballEvent(app: FastifyInstance, extra: DeskMarketInput[] = []): Promise<number> {
  const created = await deskCall<{ id: number }>(app, 'POST', '/api/admin/sports/events', {
    sport: 'football',
    league: 'V.League 1',
    home: 'Hà Nội FC',
    away: 'Công An Hà Nội',
    startsAt: new Date(Date.now() + 3600_000).toISOString(),
  });
  const eventId = created.value?.id;
  if (!eventId) throw new Error(`event not created: ${JSON.stringify(created)}`);
  const markets: DeskMarketInput[] = [
    {
      kind: '1x2',
      prices: [
        { selection: 'home', odds: '2000' },
        { selection: 'draw', odds: '3400' },
        { selection: 'away', odds: '3600' },
      ],
    },
    ...extra,
  ];
  for (const market of markets) {
    const added = await deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/markets`, market);
    if (!added.success) throw new Error(`market not added: ${JSON.stringify(added)}`);
  }
  return eventId;
}

/** Moves the event's start into the past, as time passing would (results are entered once it has started). */
export async function kickOffEvent(deps: SportsDeps, eventId: number): Promise<void> {
  await deps.db
    .update(sportsDeskEvents)
    .set({ startsAt: new Date(Date.now() - 60_000) })
    .where(eq(sportsDeskEvents.id, eventId));
}

/** Enters a result as `admin` and approves it as `trader`. */
export async function settleResult(app: FastifyInstance, eventId: number, home: number, away: number): Promise<void> {
  const entered = await deskCall<{ id: number }>(app, 'POST', `/api/admin/sports/events/${eventId}/results`, {
    home,
    away,
  });
  const id = entered.value?.id;
  if (!id) throw new Error(`result not entered: ${JSON.stringify(entered)}`);
  const approved = await deskCall(app, 'POST', `/api/admin/sports/results/${id}/approve`, undefined, 'trader');
  if (!approved.success) throw new Error(`result not approved: ${JSON.stringify(approved)}`);
}

export interface DeskLeg {
  eventId: number;
  market: string;
  selection: string;
  odds: string;
}

export async function placeDesk(
  app: FastifyInstance,
  token: string,
  stake: bigint,
  legs: DeskLeg[],
  oddsPolicy: OddsPolicy = 'ask',
  /** A system bet's combination sizes (`stake` is then per line). */
  system?: number[],
): Promise<Envelope<PlacedBet>> {
  const answer = await app.inject({
    method: 'POST',
    url: SPORTS_PATHS.bets,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      requestId: randomBytes(8).toString('hex'),
      book: 'desk',
      oddsPolicy,
      stake: stake.toString(),
      legs,
      ...(system ? { system } : {}),
    },
  });
  return answer.json<Envelope<PlacedBet>>();
}

export async function myBets(app: FastifyInstance, token: string): Promise<SportsBet[]> {
  const answer = await app.inject({
    method: 'GET',
    url: SPORTS_PATHS.bets,
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.json<Envelope<SportsBet[]>>().value ?? [];
}
