import type { SportsBet } from '@fortuna/contracts/sportsbook';
import { payoutOfBet, systemLines } from '@fortuna/games/sportsbook/system-bets';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cashOutValue, legPrices } from './desk/cash-out';
import {
  sportsBetLegs,
  sportsBets,
  sportsDeskEvents,
  sportsDeskMarkets,
  sportsDeskResults,
  sportsEvents,
  sportsRounds,
} from './sportsbook.schema';

type BetRow = typeof sportsBets.$inferSelect;

/** Bets as their owner sees them: each leg's match, market, selection, odds, result and score. */
export async function presentBets(db: DbOrTx, betIds: readonly string[], cashOutMarginBp = 0): Promise<SportsBet[]> {
  if (betIds.length === 0) return [];
  const bets = await db
    .select()
    .from(sportsBets)
    .where(inArray(sportsBets.id, [...betIds]));
  return withLegs(db, bets, cashOutMarginBp);
}

/** Bets already read (e.g. returned by the statement that changed them), as their owner sees them. */
export function presentBetRows(db: DbOrTx, bets: BetRow[], cashOutMarginBp = 0): Promise<SportsBet[]> {
  return withLegs(db, bets, cashOutMarginBp);
}

/** A member's latest bets (newest first). */
export async function betsOfPlayer(
  db: DbOrTx,
  playerId: string,
  cashOutMarginBp: number,
  limit = 50,
): Promise<SportsBet[]> {
  const bets = await db
    .select()
    .from(sportsBets)
    .where(eq(sportsBets.playerId, playerId))
    .orderBy(desc(sportsBets.placedAt))
    .limit(limit);
  return withLegs(
    db,
    bets.filter((bet) => bet.status !== 'refused'),
    cashOutMarginBp,
  );
}

interface PresentedLeg {
  betId: string;
  odds: bigint;
  leg: SportsBet['legs'][number];
}

/** Players see a bet being settled or cashed out as still open until it is done. */
export const SHOWN_STATUS: Record<BetRow['status'], SportsBet['status']> = {
  accepting: 'accepting',
  pending: 'pending',
  open: 'open',
  won: 'won',
  lost: 'lost',
  void: 'void',
  refused: 'refused',
  settling: 'open',
  cashing: 'open',
  cashed_out: 'cashed_out',
};

async function withLegs(db: DbOrTx, bets: BetRow[], cashOutMarginBp = 0): Promise<SportsBet[]> {
  if (bets.length === 0) return [];
  const legs = [
    ...(await virtualLegs(
      db,
      bets.filter((b) => b.book === 'virtual').map((b) => b.id),
    )),
    ...(await deskLegs(
      db,
      bets.filter((b) => b.book === 'desk').map((b) => b.id),
    )),
  ];
  const openDesk = bets.filter((b) => b.book === 'desk' && b.status === 'open').map((b) => b.id);
  const prices = await legPrices(db, openDesk);
  return bets.map((bet) => {
    const own = legs.filter((l) => l.betId === bet.id);
    const cashOut =
      bet.book === 'desk' && bet.status === 'open'
        ? cashOutValue(
            bet,
            prices.filter((p) => p.betId === bet.id),
            cashOutMarginBp,
          )
        : null;
    return {
      id: bet.id,
      kind: bet.kind,
      book: bet.book,
      status: SHOWN_STATUS[bet.status],
      cashOut: cashOut?.toString() ?? null,
      stake: bet.stakeMinor.toString(),
      totalOdds: bet.totalOdds.toString(),
      system: bet.systemSizes ? { sizes: bet.systemSizes, lines: systemLines(own.length, bet.systemSizes) } : null,
      acceptAt: bet.status === 'accepting' ? (bet.acceptAt?.toISOString() ?? null) : null,
      potentialReturn: payoutOfBet(
        bet.stakeMinor,
        own.map((l) => ({ result: 'win' as const, odds: l.odds })),
        bet.systemSizes,
        bet.maxPayoutMinor,
      ).toString(),
      payout: bet.status === 'settling' || bet.status === 'cashing' ? null : (bet.payoutMinor?.toString() ?? null),
      placedAt: bet.placedAt.toISOString(),
      settledAt: bet.settledAt?.toISOString() ?? null,
      legs: own.map((l) => l.leg),
    };
  });
}

async function virtualLegs(db: DbOrTx, betIds: string[]): Promise<PresentedLeg[]> {
  if (betIds.length === 0) return [];
  const rows = await db
    .select({ leg: sportsBetLegs, event: sportsEvents, round: sportsRounds })
    .from(sportsBetLegs)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
    .innerJoin(sportsRounds, eq(sportsRounds.id, sportsEvents.roundId))
    .where(inArray(sportsBetLegs.betId, betIds))
    .orderBy(sportsBetLegs.id);
  return rows.map(({ leg, event, round }) => ({
    betId: leg.betId,
    odds: leg.odds,
    leg: {
      eventId: event.id,
      roundCode: round.code,
      home: event.homeCode,
      away: event.awayCode,
      market: leg.marketKey,
      selection: leg.selection,
      selectionName: null,
      odds: leg.odds.toString(),
      result: leg.result,
      score:
        round.status === 'finished' && event.homeGoals !== null && event.awayGoals !== null
          ? { home: event.homeGoals, away: event.awayGoals }
          : null,
    },
  }));
}

/** Legs on desk events: the league stands where a virtual leg shows its round; the approved score once known. */
async function deskLegs(db: DbOrTx, betIds: string[]): Promise<PresentedLeg[]> {
  if (betIds.length === 0) return [];
  const rows = await db
    .select({
      leg: sportsBetLegs,
      event: sportsDeskEvents,
      result: sportsDeskResults,
      selections: sportsDeskMarkets.selections,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsDeskEvents, eq(sportsDeskEvents.id, sportsBetLegs.eventId))
    .leftJoin(
      sportsDeskMarkets,
      and(eq(sportsDeskMarkets.eventId, sportsBetLegs.eventId), eq(sportsDeskMarkets.key, sportsBetLegs.marketKey)),
    )
    .leftJoin(
      sportsDeskResults,
      and(
        eq(sportsDeskResults.eventId, sportsDeskEvents.id),
        eq(sportsDeskResults.version, sportsDeskEvents.resultVersion),
      ),
    )
    .where(inArray(sportsBetLegs.betId, betIds))
    .orderBy(sportsBetLegs.id);
  return rows.map(({ leg, event, result, selections }) => ({
    betId: leg.betId,
    odds: leg.odds,
    leg: {
      eventId: event.id,
      roundCode: event.league,
      home: event.home,
      away: event.away,
      market: leg.marketKey,
      selection: leg.selection,
      selectionName: selections?.find((s) => s.code === leg.selection)?.name ?? null,
      odds: leg.odds.toString(),
      result: leg.result,
      score: result && !result.winners ? { home: result.home, away: result.away } : null,
    },
  }));
}
