import type { SportsRound } from '@fortuna/contracts/sportsbook';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SeedCommitments } from '../kit/seed-commitments';
import { sportsEvents, sportsRounds } from './sportsbook.schema';
import { teamOf, VIRTUAL_FOOTBALL_SCOPE } from './virtual-league';

type RoundRow = typeof sportsRounds.$inferSelect;

/**
 * A round as anyone sees it. While it is played the goals come minute by minute by the server's clock
 * (90 minutes over the match time); the final score once it is finished; the seed once revealed.
 */
async function presentRound(db: Db, seeds: SeedCommitments, round: RoundRow, now: number): Promise<SportsRound> {
  const events = await db
    .select()
    .from(sportsEvents)
    .where(eq(sportsEvents.roundId, round.id))
    .orderBy(sportsEvents.index);
  const span = round.endsAt.getTime() - round.kickoffAt.getTime();
  const minute =
    round.status === 'finished'
      ? 90
      : round.status === 'closed'
        ? Math.floor(((now - round.kickoffAt.getTime()) / span) * 90)
        : -1;
  const commitment =
    round.status === 'finished' || round.status === 'void'
      ? await seeds.lookup(db, VIRTUAL_FOOTBALL_SCOPE, round.code)
      : undefined;
  return {
    id: round.id,
    code: round.code,
    number: round.number,
    status: round.status,
    kickoffAt: round.kickoffAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    seedHash: round.seedHash,
    seed: commitment?.seed ?? null,
    marginPercent: (round.margin / 100).toFixed(2),
    events: events.map((event) => {
      const goals = minute >= 0 ? (event.goals ?? []).filter((g) => g.minute <= minute) : null;
      const home = teamOf(event.homeCode);
      const away = teamOf(event.awayCode);
      return {
        id: event.id,
        index: event.index,
        home: { code: home.code, name: home.name },
        away: { code: away.code, name: away.name },
        markets: event.markets,
        goals,
        score: goals
          ? { home: goals.filter((g) => g.side === 'home').length, away: goals.filter((g) => g.side === 'away').length }
          : null,
      };
    }),
  };
}

/** The rounds a member sees: the last finished ones, the one being played and the ones open for betting. */
export async function leagueRounds(
  db: Db,
  seeds: SeedCommitments,
  league: string,
  roundMs: number,
): Promise<SportsRound[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(sportsRounds)
    .where(and(eq(sportsRounds.league, league), gte(sportsRounds.kickoffAt, new Date(now - roundMs * 3))))
    .orderBy(desc(sportsRounds.kickoffAt))
    .limit(6);
  return Promise.all(rows.reverse().map((row) => presentRound(db, seeds, row, now)));
}

export async function leagueRound(db: Db, seeds: SeedCommitments, roundId: number): Promise<SportsRound> {
  const [row] = await db
    .select()
    .from(sportsRounds)
    .where(inArray(sportsRounds.id, [roundId]))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return presentRound(db, seeds, row, Date.now());
}
