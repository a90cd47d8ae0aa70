import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { studioRounds } from '../studio.schema';
import { crashBets, crashChains, crashGames } from './crash.schema';

export type CrashChainRow = typeof crashChains.$inferSelect;
export type CrashGameRow = typeof crashGames.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;

export async function findLatestChain(db: DbOrTx): Promise<CrashChainRow | undefined> {
  const [row] = await db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  return row;
}

export async function findChain(db: DbOrTx, id: number): Promise<CrashChainRow | undefined> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id)).limit(1);
  return row;
}

export async function insertChain(db: DbOrTx, values: typeof crashChains.$inferInsert): Promise<CrashChainRow> {
  const [row] = await db.insert(crashChains).values(values).returning();
  if (!row) throw new Error('crash chain not stored');
  return row;
}

/** The game with the highest number (the one running, or the last one played). */
export async function findLatestGame(db: DbOrTx): Promise<CrashGameRow | undefined> {
  const [row] = await db.select().from(crashGames).orderBy(desc(crashGames.number)).limit(1);
  return row;
}

export async function findGame(db: DbOrTx, number: number): Promise<CrashGameRow | undefined> {
  const [row] = await db.select().from(crashGames).where(eq(crashGames.number, number)).limit(1);
  return row;
}

/** A crashed game by its revealed hash. */
export async function findCrashedGameByHash(db: DbOrTx, hash: string): Promise<CrashGameRow | undefined> {
  const [row] = await db
    .select()
    .from(crashGames)
    .where(and(eq(crashGames.hash, hash), eq(crashGames.status, 'crashed')))
    .limit(1);
  return row;
}

export async function findGameAt(db: DbOrTx, chainId: number, chainIndex: number) {
  const [row] = await db
    .select()
    .from(crashGames)
    .where(and(eq(crashGames.chainId, chainId), eq(crashGames.chainIndex, chainIndex)))
    .limit(1);
  return row;
}

export async function insertGame(db: DbOrTx, values: typeof crashGames.$inferInsert): Promise<CrashGameRow> {
  const [row] = await db.insert(crashGames).values(values).returning();
  if (!row) throw new Error('crash game not stored');
  return row;
}

/**
 * Moves a game on from the status it is expected to be in (compare-and-set): undefined when the game is
 * no longer in `expected`, so a second scheduler cannot move a game twice.
 */
export async function updateGameFrom(
  db: DbOrTx,
  number: number,
  expected: CrashGameRow['status'],
  values: Partial<typeof crashGames.$inferInsert>,
): Promise<CrashGameRow | undefined> {
  const [row] = await db
    .update(crashGames)
    .set(values)
    .where(and(eq(crashGames.number, number), eq(crashGames.status, expected)))
    .returning();
  return row;
}

export function recentCrashedGames(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(crashGames)
    .where(eq(crashGames.status, 'crashed'))
    .orderBy(desc(crashGames.number))
    .limit(limit);
}

export async function insertBet(db: DbOrTx, values: typeof crashBets.$inferInsert): Promise<CrashBetRow | undefined> {
  const [row] = await db.insert(crashBets).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findBetOfRound(db: DbOrTx, roundId: string): Promise<CrashBetRow | undefined> {
  const [row] = await db.select().from(crashBets).where(eq(crashBets.roundId, roundId)).limit(1);
  return row;
}

export async function findBetOfPlayer(db: DbOrTx, gameNumber: number, playerId: string) {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.gameNumber, gameNumber), eq(crashBets.playerId, playerId)))
    .limit(1);
  return row;
}

export function betsOfGame(db: DbOrTx, gameNumber: number) {
  return db.select().from(crashBets).where(eq(crashBets.gameNumber, gameNumber)).orderBy(crashBets.id);
}

export function placedBetsOfGame(db: DbOrTx, gameNumber: number) {
  return db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.gameNumber, gameNumber), eq(crashBets.status, 'placed')));
}

/** Busts every bet of the game still in play (the crash's part of the bets), returning them. */
export function bustPlacedBets(db: DbOrTx, gameNumber: number): Promise<CrashBetRow[]> {
  return db
    .update(crashBets)
    .set({ status: 'busted', cashOut: null })
    .where(and(eq(crashBets.gameNumber, gameNumber), eq(crashBets.status, 'placed')))
    .returning();
}

/**
 * Decides a bet still in play (cashed at `cashOut` hundredths, busted, or void): only one decision ever
 * lands, so a cash-out racing the crash is settled by whichever reaches the database first.
 */
export async function decideBet(
  db: DbOrTx,
  id: number,
  values: { status: 'cashed' | 'busted' | 'void'; cashOut?: bigint },
): Promise<CrashBetRow | undefined> {
  const [row] = await db
    .update(crashBets)
    .set({ status: values.status, cashOut: values.cashOut ?? null })
    .where(and(eq(crashBets.id, id), eq(crashBets.status, 'placed')))
    .returning();
  return row;
}

/** Bets still 'placed' in games that crashed before `crashedBefore` (a crash the scheduler did not finish). */
export function placedBetsOfCrashedGames(db: DbOrTx, crashedBefore: Date, limit: number) {
  return db
    .select({ bet: crashBets })
    .from(crashBets)
    .innerJoin(crashGames, eq(crashGames.number, crashBets.gameNumber))
    .where(
      and(eq(crashBets.status, 'placed'), eq(crashGames.status, 'crashed'), lt(crashGames.crashedAt, crashedBefore)),
    )
    .limit(limit);
}

/**
 * Decided bets (cashed or busted) of games crashed before `crashedBefore` whose studio round is still open
 * and still marked in play: their outcome was decided but never written into the round nor paid.
 */
export function unrecordedDecidedBets(db: DbOrTx, crashedBefore: Date, limit: number) {
  return db
    .select({ bet: crashBets })
    .from(crashBets)
    .innerJoin(crashGames, eq(crashGames.number, crashBets.gameNumber))
    .innerJoin(studioRounds, eq(studioRounds.roundId, crashBets.roundId))
    .where(
      and(
        inArray(crashBets.status, ['cashed', 'busted']),
        eq(crashGames.status, 'crashed'),
        lt(crashGames.crashedAt, crashedBefore),
        eq(studioRounds.status, 'open'),
        isNotNull(studioRounds.privateState),
      ),
    )
    .limit(limit);
}
