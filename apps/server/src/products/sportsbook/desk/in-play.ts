import type { OddsPolicy } from '@fortuna/contracts/sportsbook';
import { systemLines } from '@fortuna/games/sportsbook/system-bets';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { takeStake, totalOddsOf } from '../bet-placement';
import { notifyBets } from '../live/sports-live';
import { sportsBetLegs, sportsBets, sportsDeskEvents, sportsDeskMarkets, sportsSessions } from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';
import { acceptedOdds } from './desk-placement';

type BetRow = typeof sportsBets.$inferSelect;
const BATCH = 100;

/**
 * In-play acceptance (ADR 0035). A bet with a leg on a live match is stored `accepting` with the end of the
 * merchant's delay and is not debited. When the delay has ended (a timer on the node that took it, else the
 * repair pass of any node) it is checked again in one transaction holding the bet, its events and markets:
 * every event still scheduled, every market open, neither suspended since the bet was placed (even if resumed
 * since), and each leg's price now within the player's odds-change policy against the price taken. Then it is
 * a `pending` placement (the legs at the prices now when the policy took a new one) and the wallet takes the
 * stake; otherwise it is `refused` and no money ever moved. The bet row's lock makes this once per bet on any
 * number of nodes. Answers how many bets were decided.
 */
export async function acceptHeldBets(deps: SportsDeps, onlyBetId?: string): Promise<number> {
  const due = await deps.db
    .select({ id: sportsBets.id })
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.status, 'accepting'),
        lte(sportsBets.acceptAt, sql`now()`),
        onlyBetId ? eq(sportsBets.id, onlyBetId) : undefined,
      ),
    )
    .limit(BATCH);
  const decided: string[] = [];
  for (const { id } of due) {
    const accepted = await deps.db.transaction((tx) => recheck(tx, id));
    if (accepted === null) continue;
    decided.push(id);
    if (accepted) {
      const [session] = await deps.db.select().from(sportsSessions).where(eq(sportsSessions.id, accepted.sessionId));
      if (session) await takeStake(deps, session, id, accepted.stakeMinor).catch(() => undefined);
    }
  }
  await notifyBets(deps, decided);
  return decided.length;
}

/** The held bet checked again: the bet row when it goes on (now `pending`), false when refused, null if taken. */
async function recheck(tx: DbOrTx, betId: string): Promise<BetRow | false | null> {
  const [bet] = await tx
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.id, betId), eq(sportsBets.status, 'accepting'), lte(sportsBets.acceptAt, sql`now()`)))
    .for('update');
  if (!bet) return null;
  const legs = await tx.select().from(sportsBetLegs).where(eq(sportsBetLegs.betId, betId)).orderBy(sportsBetLegs.id);
  const eventIds = legs.map((leg) => leg.eventId);
  const events = await tx.select().from(sportsDeskEvents).where(inArray(sportsDeskEvents.id, eventIds)).for('share');
  const markets = await tx
    .select()
    .from(sportsDeskMarkets)
    .where(inArray(sportsDeskMarkets.eventId, eventIds))
    .for('share');
  const since = (at: Date | null) => at !== null && at.getTime() >= bet.placedAt.getTime();
  const prices: bigint[] = [];
  for (const leg of legs) {
    const event = events.find((e) => e.id === leg.eventId);
    const market = markets.find((m) => m.eventId === leg.eventId && m.key === leg.marketKey);
    const price = market?.selections.find((s) => s.code === leg.selection)?.odds;
    const open =
      event?.status === 'scheduled' &&
      market?.status === 'open' &&
      !since(event.suspendedAt) &&
      !since(market.suspendedAt) &&
      price !== undefined;
    const taken = open ? priceUnderPolicy(leg, price, bet.oddsPolicy) : null;
    if (taken === null) {
      await tx.update(sportsBets).set({ status: 'refused', settledAt: sql`now()` }).where(eq(sportsBets.id, betId));
      return false;
    }
    prices.push(taken);
  }
  for (const [i, leg] of legs.entries()) {
    const odds = prices[i] ?? leg.odds;
    if (odds !== leg.odds) await tx.update(sportsBetLegs).set({ odds }).where(eq(sportsBetLegs.id, leg.id));
  }
  const lines = bet.systemSizes ? systemLines(legs.length, bet.systemSizes) : 1;
  const [pending] = await tx
    .update(sportsBets)
    .set({ status: 'pending', totalOdds: totalOddsOf(prices, bet.systemSizes, lines) })
    .where(eq(sportsBets.id, betId))
    .returning();
  return pending ?? null;
}

/** The price a leg goes on at under the policy (against the price it was taken at), or null when refused. */
function priceUnderPolicy(leg: { eventId: number; odds: bigint }, current: string, policy: OddsPolicy): bigint | null {
  try {
    return acceptedOdds({ ...leg, market: '', selection: '', odds: leg.odds.toString() }, current, policy);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
