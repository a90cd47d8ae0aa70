import type { OddsPolicy, PlaceBetRequest } from '@fortuna/contracts/sportsbook';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { sportsBetLegs, sportsBets, sportsDeskEvents, sportsDeskMarkets } from '../sportsbook.schema';

export interface CheckedLeg {
  eventId: number;
  market: string;
  selection: string;
  odds: bigint;
  /** The leg's match has started: the bet is in-play (held for the merchant's acceptance delay). */
  inPlay?: boolean;
}

/**
 * The odds a leg is taken at under the player's policy: `any` takes the price now, `higher` takes it when it
 * is at least what the player saw, `ask` only the price seen (else SPORTS_ODDS_CHANGED with the new price).
 */
export function acceptedOdds(leg: PlaceBetRequest['legs'][number], current: string, policy: OddsPolicy): bigint {
  const now = BigInt(current);
  const seen = BigInt(leg.odds);
  if (policy === 'any' || now === seen || (policy === 'higher' && now > seen)) return now;
  throw new AppError('SPORTS_ODDS_CHANGED').withValue({ eventId: leg.eventId, odds: current });
}

/**
 * The legs of a bet on desk events, checked inside the placement transaction: the events and markets are held
 * (`FOR SHARE`), so a suspension, an odds change or a result waits for the bet and the bet sees one state.
 * Each event must be scheduled (a match already started is in-play; an outright closes at its start), each
 * market open; the odds follow
 * the player's policy; the player's stakes on one selection stay within the maximum per selection (a member's
 * placements hold a lock of their own, so two at once cannot together pass it).
 */
export async function checkDeskLegs(
  tx: DbOrTx,
  playerId: string,
  body: PlaceBetRequest,
  /** The bet's whole stake (a system bet's every line). */
  stake: bigint,
  maxPerSelection: bigint,
): Promise<CheckedLeg[]> {
  // One member's desk placements take turns, so two at once cannot together pass the maximum per selection.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sports-desk:${playerId}`}))`);
  const eventIds = body.legs.map((leg) => leg.eventId);
  const events = await tx
    .select({
      id: sportsDeskEvents.id,
      kind: sportsDeskEvents.kind,
      status: sportsDeskEvents.status,
      started: sql<boolean>`${sportsDeskEvents.startsAt} <= now()`,
    })
    .from(sportsDeskEvents)
    .where(inArray(sportsDeskEvents.id, eventIds))
    .for('share');
  const markets = await tx
    .select()
    .from(sportsDeskMarkets)
    .where(inArray(sportsDeskMarkets.eventId, eventIds))
    .for('share');
  const legs = body.legs.map((leg) => {
    const event = events.find((e) => e.id === leg.eventId);
    const market = markets.find((m) => m.eventId === leg.eventId && m.key === leg.market);
    const selection = market?.selections.find((s) => s.code === leg.selection);
    if (!event || !market || !selection) throw new AppError('SPORTS_SELECTION_UNKNOWN');
    if (event.status !== 'scheduled' || market.status !== 'open' || (event.started && event.kind === 'outright')) {
      throw new AppError('SPORTS_MARKET_CLOSED');
    }
    return {
      eventId: event.id,
      market: leg.market,
      selection: leg.selection,
      odds: acceptedOdds(leg, selection.odds, body.oddsPolicy),
      inPlay: event.started,
    };
  });
  for (const leg of legs) {
    const [taken] = await tx
      .select({ total: sql<string>`coalesce(sum(${sportsBets.stakeMinor}), 0)` })
      .from(sportsBetLegs)
      .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
      .where(
        and(
          eq(sportsBets.playerId, playerId),
          eq(sportsBets.book, 'desk'),
          notInArray(sportsBets.status, ['refused', 'void']),
          eq(sportsBetLegs.eventId, leg.eventId),
          eq(sportsBetLegs.marketKey, leg.market),
          eq(sportsBetLegs.selection, leg.selection),
        ),
      );
    if (BigInt(taken?.total ?? 0) + stake > maxPerSelection) {
      throw new AppError('SPORTS_SELECTION_LIMIT').withValue({ maxStake: maxPerSelection.toString() });
    }
  }
  return legs;
}
