import type { DeskEvent, DeskEventDetail, DeskMarket, SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { and, asc, desc, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import {
  sportsBetLegs,
  sportsBets,
  sportsDeskEvents,
  sportsDeskMarkets,
  sportsDeskResults,
  sportsFeedEvents,
} from '../sportsbook.schema';

type EventRow = typeof sportsDeskEvents.$inferSelect;
type MarketRow = typeof sportsDeskMarkets.$inferSelect;

/** Open exposure on a selection: bets counted, stakes taken, and what a win of it would pay. */
interface Exposure {
  eventId: number;
  market: string;
  selection: string;
  bets: number;
  stake: bigint;
  payout: bigint;
}

/**
 * The desk's liability from open bets (a parlay counted on each of its legs at its full potential return, the
 * cautious view): per selection, what the book pays if it wins less every stake taken on its market.
 */
async function exposures(db: Db, eventIds: number[]): Promise<Exposure[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      eventId: sportsBetLegs.eventId,
      market: sportsBetLegs.marketKey,
      selection: sportsBetLegs.selection,
      bets: sql<number>`count(*)::int`,
      stake: sql<string>`sum(${sportsBets.stakeMinor})`,
      payout: sql<string>`sum(least(${sportsBets.stakeMinor} * ${sportsBets.totalOdds} / 1000, ${sportsBets.maxPayoutMinor}))`,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(
      and(
        eq(sportsBets.book, 'desk'),
        inArray(sportsBets.status, ['pending', 'open', 'settling']),
        inArray(sportsBetLegs.eventId, eventIds),
      ),
    )
    .groupBy(sportsBetLegs.eventId, sportsBetLegs.marketKey, sportsBetLegs.selection);
  return rows.map((r) => ({ ...r, stake: BigInt(r.stake), payout: BigInt(r.payout) }));
}

/** The markets of the events, in the order they were added. */
async function marketsOf(db: Db, eventIds: number[]): Promise<MarketRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(sportsDeskMarkets)
    .where(inArray(sportsDeskMarkets.eventId, eventIds))
    .orderBy(asc(sportsDeskMarkets.id));
}

function marketView(market: MarketRow, exposure: Exposure[]): DeskMarket {
  const own = exposure.filter((e) => e.eventId === market.eventId && e.market === market.key);
  const taken = own.reduce((sum, e) => sum + e.stake, 0n);
  const selections = market.selections.map((s) => {
    const e = own.find((x) => x.selection === s.code);
    return {
      selection: s.code,
      ...(s.name ? { name: s.name } : {}),
      odds: s.odds,
      bets: e?.bets ?? 0,
      stake: (e?.stake ?? 0n).toString(),
      liability: ((e?.payout ?? 0n) - taken).toString(),
    };
  });
  const worst = selections.reduce(
    (m, s) => (BigInt(s.liability) > m ? BigInt(s.liability) : m),
    taken > 0n ? -taken : 0n,
  );
  return { id: market.id, key: market.key, status: market.status, selections, liability: worst.toString() };
}

/** What every view of a desk event names: its kind, sport, league, sides (or title) and start. */
export function eventIdentity(event: EventRow) {
  return {
    id: event.id,
    kind: event.kind,
    sport: event.sport,
    league: event.league,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.toISOString(),
  };
}

function eventView(event: EventRow, markets: DeskMarket[], exposure: Exposure[]): DeskEvent {
  const own = exposure.filter((e) => e.eventId === event.id);
  const liability = markets.reduce((sum, m) => sum + (BigInt(m.liability) > 0n ? BigInt(m.liability) : 0n), 0n);
  return {
    ...eventIdentity(event),
    status: event.status,
    resultVersion: event.resultVersion,
    openBets: own.reduce((sum, e) => sum + e.bets, 0),
    liability: liability.toString(),
  };
}

/** The desk's events, soonest start first, with open bets and liability. */
export async function listDeskEvents(
  db: Db,
  filter: { sport?: EventRow['sport']; status?: EventRow['status'] },
): Promise<DeskEvent[]> {
  const where: SQL[] = [];
  if (filter.sport) where.push(eq(sportsDeskEvents.sport, filter.sport));
  if (filter.status) where.push(eq(sportsDeskEvents.status, filter.status));
  const events = await db
    .select()
    .from(sportsDeskEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(sportsDeskEvents.startsAt))
    .limit(200);
  const ids = events.map((e) => e.id);
  const markets = await marketsOf(db, ids);
  const exposure = await exposures(db, ids);
  return events.map((event) =>
    eventView(
      event,
      markets.filter((m) => m.eventId === event.id).map((m) => marketView(m, exposure)),
      exposure,
    ),
  );
}

export async function deskEventDetail(db: Db, eventId: number): Promise<DeskEventDetail> {
  const [event] = await db.select().from(sportsDeskEvents).where(eq(sportsDeskEvents.id, eventId));
  if (!event) throw new AppError('NOT_FOUND');
  const markets = await marketsOf(db, [eventId]);
  const results = await db
    .select()
    .from(sportsDeskResults)
    .where(eq(sportsDeskResults.eventId, eventId))
    .orderBy(desc(sportsDeskResults.id));
  const exposure = await exposures(db, [eventId]);
  const views = markets.map((m) => marketView(m, exposure));
  return {
    ...eventView(event, views, exposure),
    markets: views,
    results: results.map((r) => ({
      id: r.id,
      home: r.home,
      away: r.away,
      half: r.halfHome !== null && r.halfAway !== null ? { home: r.halfHome, away: r.halfAway } : null,
      winners: r.winners,
      maps: r.maps,
      status: r.status,
      version: r.version,
      enteredBy: r.enteredByName,
      approvedBy: r.approvedByName,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

interface Live {
  score: { home: number; away: number } | null;
  clock: string | null;
  half: { home: number; away: number } | null;
}

/**
 * What a member sees of an event: status (open for betting, live once started: in-play), the live score and clock
 * until a result is approved, then the final and half-time score, and the markets. An outright closes at its start.
 */
function playerView(event: EventRow, markets: MarketRow[], live: Live, now: number): SportsDeskEvent {
  const started = event.startsAt.getTime() <= now;
  const status =
    event.status === 'scheduled'
      ? started
        ? event.kind === 'outright'
          ? 'suspended'
          : 'live'
        : 'open'
      : event.status;
  return {
    ...eventIdentity(event),
    status,
    ...live,
    markets: markets
      .filter((m) => m.eventId === event.id)
      .map((m) => ({ key: m.key, status: m.status, selections: m.selections })),
  };
}

/** Events for the window: not started yet, being played, and those finished in the last day. */
export async function playerDeskEvents(db: Db): Promise<SportsDeskEvent[]> {
  const now = Date.now();
  const events = await db
    .select()
    .from(sportsDeskEvents)
    .where(gte(sportsDeskEvents.startsAt, new Date(now - 24 * 3600_000)))
    .orderBy(asc(sportsDeskEvents.startsAt))
    .limit(300);
  return withMarkets(db, events, now);
}

export async function playerDeskEvent(db: Db, eventId: number): Promise<SportsDeskEvent> {
  const events = await db.select().from(sportsDeskEvents).where(eq(sportsDeskEvents.id, eventId));
  const [view] = await withMarkets(db, events, Date.now());
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

async function withMarkets(db: Db, events: EventRow[], now: number): Promise<SportsDeskEvent[]> {
  const ids = events.map((e) => e.id);
  if (ids.length === 0) return [];
  const markets = await marketsOf(db, ids);
  const results = await db
    .select()
    .from(sportsDeskResults)
    .where(and(inArray(sportsDeskResults.eventId, ids), eq(sportsDeskResults.status, 'approved')));
  // A live score from the feed (feed/feed-apply.ts) until a result is approved.
  const live = await db
    .select()
    .from(sportsFeedEvents)
    .where(and(inArray(sportsFeedEvents.eventId, ids), isNotNull(sportsFeedEvents.homeScore)));
  return events.map((event) => {
    const result = results.find((r) => r.eventId === event.id && r.version === event.resultVersion);
    const feed = live.find((f) => f.eventId === event.id);
    return playerView(event, markets, liveOf(result, feed), now);
  });
}

/** The score a member sees: the approved result's (with half-time), else the feed's live score and clock. */
export function liveOf(
  result: typeof sportsDeskResults.$inferSelect | undefined,
  feed: typeof sportsFeedEvents.$inferSelect | undefined,
): Live {
  if (result) {
    const half =
      result.halfHome !== null && result.halfAway !== null ? { home: result.halfHome, away: result.halfAway } : null;
    return { score: result.winners ? null : { home: result.home, away: result.away }, clock: null, half };
  }
  if (feed && feed.homeScore !== null) {
    return { score: { home: feed.homeScore, away: feed.awayScore ?? 0 }, clock: feed.clock, half: null };
  }
  return { score: null, clock: null, half: null };
}
