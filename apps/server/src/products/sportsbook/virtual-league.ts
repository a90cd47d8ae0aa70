import { VIRTUAL_FOOTBALL_GAME } from '@fortuna/contracts/sportsbook';
import { playMatch, priceMatch, type Team } from '@fortuna/games/sportsbook/football-model';
import { fixturesOf, VIRTUAL_LEAGUE_TEAMS } from '@fortuna/games/sportsbook/league';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SportsbookConfig } from '../../config';
import type { Db } from '../../db/client';
import type { SeedCommitments } from '../kit/seed-commitments';
import { sportsEvents, sportsRounds } from './sportsbook.schema';

/** The seed scope of the virtual football league: one committed seed per round (subject = round code). */
export const VIRTUAL_FOOTBALL_SCOPE = `sports:${VIRTUAL_FOOTBALL_GAME}`;
/** Rounds open for betting ahead of the next kickoff. */
const ROUNDS_AHEAD = 2;

export interface LeagueDeps {
  db: Db;
  seeds: SeedCommitments;
  config: SportsbookConfig;
}

export function teamOf(code: string): Team {
  const team = VIRTUAL_LEAGUE_TEAMS.find((t) => t.code === code);
  if (!team) throw new Error(`unknown team ${code}`);
  return team;
}

export function roundCode(number: number): string {
  return `VF-${number}`;
}

/**
 * Opens the rounds kicking off in the next ROUNDS_AHEAD slots after `now` (those not open yet): commits each
 * round's seed first (its hash is public from the start), then stores the round and its priced matches.
 * Several nodes may run it at once: the round code is unique and the first seed committed is kept.
 */
export async function openUpcomingRounds(deps: LeagueDeps, now: number): Promise<void> {
  const { roundMs, matchMs, marginBp } = deps.config;
  const next = Math.floor(now / roundMs) + 1;
  for (let number = next; number < next + ROUNDS_AHEAD; number++) {
    const code = roundCode(number);
    const hashes = await deps.seeds.commit(deps.db, VIRTUAL_FOOTBALL_SCOPE, [code]);
    const seedHash = hashes.get(code);
    if (!seedHash) throw new Error(`no seed committed for ${code}`);
    await deps.db.transaction(async (tx) => {
      const [round] = await tx
        .insert(sportsRounds)
        .values({
          league: VIRTUAL_FOOTBALL_GAME,
          code,
          number,
          seedHash,
          margin: marginBp,
          kickoffAt: new Date(number * roundMs),
          endsAt: new Date(number * roundMs + matchMs),
        })
        .onConflictDoNothing()
        .returning({ id: sportsRounds.id });
      if (!round) return;
      await tx.insert(sportsEvents).values(
        fixturesOf(number).map(([home, away], index) => ({
          roundId: round.id,
          index,
          homeCode: home.code,
          awayCode: away.code,
          markets: priceMatch(home, away, marginBp / 10_000).map((m) => ({
            key: m.key,
            selections: m.selections.map((s) => ({ code: s.code, odds: s.odds.toString() })),
          })),
        })),
      );
    });
  }
}

/** The round kicking off at `slot`. */
export async function roundAt(db: Db, slot: Date) {
  const [round] = await db
    .select()
    .from(sportsRounds)
    .where(and(eq(sportsRounds.league, VIRTUAL_FOOTBALL_GAME), eq(sportsRounds.kickoffAt, slot)))
    .limit(1);
  return round;
}

/**
 * Kick-off: betting closes (a compare-and-set from `open`, which waits for placements holding the round)
 * and every match is played from the round's seed; the score is stored now and shown minute by minute.
 * A repeat after a crash plays the same matches again from the same seed.
 */
export async function kickOff(deps: LeagueDeps, roundId: number): Promise<void> {
  const [round] = await deps.db.select().from(sportsRounds).where(eq(sportsRounds.id, roundId)).limit(1);
  if (!round || round.status === 'void' || round.status === 'finished') return;
  const secret = await deps.seeds.privateSeed(deps.db, VIRTUAL_FOOTBALL_SCOPE, round.code);
  if (!secret) throw new Error(`round ${round.code} has no seed`);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sportsRounds)
      .set({ status: 'closed' })
      .where(and(eq(sportsRounds.id, roundId), eq(sportsRounds.status, 'open')));
    const events = await tx.select().from(sportsEvents).where(eq(sportsEvents.roundId, roundId));
    for (const event of events) {
      const played = playMatch(secret.seed, round.code, event.index, teamOf(event.homeCode), teamOf(event.awayCode));
      await tx
        .update(sportsEvents)
        .set({ homeGoals: played.score.home, awayGoals: played.score.away, goals: played.goals })
        .where(eq(sportsEvents.id, event.id));
    }
  });
}

/** Full time: the round is finished and its seed revealed (anyone can now replay its matches). */
export async function finishRound(deps: LeagueDeps, roundId: number): Promise<void> {
  const [round] = await deps.db.select().from(sportsRounds).where(eq(sportsRounds.id, roundId)).limit(1);
  if (!round || round.status === 'void' || round.status === 'finished') return;
  if (round.status === 'open') throw new Error(`round ${round.code} has not kicked off`);
  await deps.seeds.reveal(deps.db, VIRTUAL_FOOTBALL_SCOPE, round.code);
  await deps.db
    .update(sportsRounds)
    .set({ status: 'finished' })
    .where(and(eq(sportsRounds.id, roundId), eq(sportsRounds.status, 'closed')));
}

/** A round that could not be played at its time: void (its bets are refunded by settlement), seed revealed. */
export async function voidRound(deps: LeagueDeps, roundId: number): Promise<void> {
  const [round] = await deps.db
    .update(sportsRounds)
    .set({ status: 'void' })
    .where(and(eq(sportsRounds.id, roundId), inArray(sportsRounds.status, ['open', 'closed'])))
    .returning();
  if (round) await deps.seeds.reveal(deps.db, VIRTUAL_FOOTBALL_SCOPE, round.code);
}

/** Rounds whose kickoff or full time passed without their job (a node down): handled on the next pass. */
export async function overdueRounds(db: Db, now: Date) {
  return db
    .select()
    .from(sportsRounds)
    .where(
      sql`(${sportsRounds.status} = 'open' and ${sportsRounds.kickoffAt} <= ${now}) or (${sportsRounds.status} = 'closed' and ${sportsRounds.endsAt} <= ${now})`,
    );
}
