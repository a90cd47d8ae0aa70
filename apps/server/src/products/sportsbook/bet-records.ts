import type { SportsBet } from '@fortuna/contracts/sportsbook';
import { potentialReturn } from '@fortuna/games/sportsbook/settlement';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sportsBetLegs, sportsBets, sportsEvents, sportsRounds } from './sportsbook.schema';

type BetRow = typeof sportsBets.$inferSelect;

/** Bets as their owner sees them: each leg's match, market, selection, odds, result and score. */
export async function presentBets(db: DbOrTx, betIds: readonly string[]): Promise<SportsBet[]> {
  if (betIds.length === 0) return [];
  const bets = await db
    .select()
    .from(sportsBets)
    .where(inArray(sportsBets.id, [...betIds]));
  return withLegs(db, bets);
}

/** A member's latest bets (newest first). */
export async function betsOfPlayer(db: DbOrTx, playerId: string, limit = 50): Promise<SportsBet[]> {
  const bets = await db
    .select()
    .from(sportsBets)
    .where(eq(sportsBets.playerId, playerId))
    .orderBy(desc(sportsBets.placedAt))
    .limit(limit);
  return withLegs(
    db,
    bets.filter((bet) => bet.status !== 'refused'),
  );
}

async function withLegs(db: DbOrTx, bets: BetRow[]): Promise<SportsBet[]> {
  if (bets.length === 0) return [];
  const legs = await db
    .select({ leg: sportsBetLegs, event: sportsEvents, round: sportsRounds })
    .from(sportsBetLegs)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
    .innerJoin(sportsRounds, eq(sportsRounds.id, sportsEvents.roundId))
    .where(
      inArray(
        sportsBetLegs.betId,
        bets.map((b) => b.id),
      ),
    )
    .orderBy(sportsBetLegs.id);
  return bets.map((bet) => ({
    id: bet.id,
    kind: bet.kind,
    status: bet.status,
    stake: bet.stakeMinor.toString(),
    totalOdds: bet.totalOdds.toString(),
    potentialReturn: potentialReturn(
      bet.stakeMinor,
      legs.filter((l) => l.leg.betId === bet.id).map((l) => l.leg.odds),
      bet.maxPayoutMinor,
    ).toString(),
    payout: bet.payoutMinor?.toString() ?? null,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: legs
      .filter((l) => l.leg.betId === bet.id)
      .map(({ leg, event, round }) => ({
        eventId: event.id,
        roundCode: round.code,
        home: event.homeCode,
        away: event.awayCode,
        market: leg.marketKey,
        selection: leg.selection,
        odds: leg.odds.toString(),
        result: leg.result,
        score:
          round.status === 'finished' && event.homeGoals !== null && event.awayGoals !== null
            ? { home: event.homeGoals, away: event.awayGoals }
            : null,
      })),
  }));
}
