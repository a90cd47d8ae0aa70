import { OFFICIAL_GAME_CODES } from '@fortuna/contracts/lottery-vn';
import { and, count, desc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { DrawRow } from '../lottery.repo';
import { lotteryBets, lotteryDraws, lotteryMerchantRules, lotteryResults } from '../lottery.schema';

export type ResultRow = typeof lotteryResults.$inferSelect;

/** The draws with official results (regional and SEA) between two instants (all games, or one), oldest first. */
export function vnDrawsBetween(db: DbOrTx, from: Date, until: Date, gameCode?: string): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        gameCode ? eq(lotteryDraws.gameCode, gameCode) : inArray(lotteryDraws.gameCode, [...OFFICIAL_GAME_CODES]),
        gte(lotteryDraws.drawAt, from),
        lte(lotteryDraws.drawAt, until),
      ),
    )
    .orderBy(lotteryDraws.drawAt, lotteryDraws.province);
}

/** Draws with official results past their time and still open (awaiting an approved result), oldest first. */
export function vnDrawsDue(db: DbOrTx, now: Date, gameCode?: string): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        gameCode ? eq(lotteryDraws.gameCode, gameCode) : inArray(lotteryDraws.gameCode, [...OFFICIAL_GAME_CODES]),
        eq(lotteryDraws.status, 'open'),
        lte(lotteryDraws.drawAt, now),
      ),
    )
    .orderBy(lotteryDraws.drawAt, lotteryDraws.province)
    .limit(200);
}

/** The latest decided regional draws of a region (approved results), newest first. */
export function latestVnResults(db: DbOrTx, gameCode: string, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'drawn')))
    .orderBy(desc(lotteryDraws.drawAt), lotteryDraws.province)
    .limit(limit);
}

export function resultsOfDraws(db: DbOrTx, drawIds: number[]): Promise<ResultRow[]> {
  if (drawIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lotteryResults)
    .where(inArray(lotteryResults.drawId, drawIds))
    .orderBy(lotteryResults.drawId, lotteryResults.version);
}

export async function betCounts(db: DbOrTx, drawIds: number[]): Promise<Map<number, number>> {
  if (drawIds.length === 0) return new Map();
  const rows = await db
    .select({ drawId: lotteryBets.drawId, bets: count() })
    .from(lotteryBets)
    .where(and(inArray(lotteryBets.drawId, drawIds), ne(lotteryBets.status, 'refused')))
    .groupBy(lotteryBets.drawId);
  return new Map(rows.map((row) => [row.drawId, row.bets]));
}

export async function findResult(db: DbOrTx, id: number): Promise<ResultRow | undefined> {
  const [row] = await db.select().from(lotteryResults).where(eq(lotteryResults.id, id)).limit(1);
  return row;
}

/** Stores a new result version of a draw (the next after the highest); a racing insert of the same version loses. */
export async function insertResult(
  db: DbOrTx,
  row: Omit<typeof lotteryResults.$inferInsert, 'version'>,
): Promise<ResultRow | undefined> {
  const [inserted] = await db
    .insert(lotteryResults)
    .values({
      ...row,
      version: sql<number>`(select coalesce(max(${lotteryResults.version}), 0) + 1 from ${lotteryResults} where ${lotteryResults.drawId} = ${row.drawId})`,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** Whether a draw already holds a result awaiting approval (the feed does not stack a second one). */
export async function hasPendingResult(db: DbOrTx, drawId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lotteryResults.id })
    .from(lotteryResults)
    .where(and(eq(lotteryResults.drawId, drawId), eq(lotteryResults.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** Decides a pending result (one decider wins); answers the row when this call decided it. */
export async function decideResult(
  db: DbOrTx,
  id: number,
  status: 'approved' | 'rejected',
  decidedBy: string,
): Promise<ResultRow | undefined> {
  const [row] = await db
    .update(lotteryResults)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(lotteryResults.id, id), eq(lotteryResults.status, 'pending')))
    .returning();
  return row;
}

/**
 * Puts an approved result on its draw (compare-and-set): an open draw is drawn; a drawn one is corrected
 * when this version is newer than the one it holds. Answers whether this call did.
 */
export async function publishResult(db: DbOrTx, drawId: number, result: ResultRow): Promise<boolean> {
  const moved = await db
    .update(lotteryDraws)
    .set({ status: 'drawn', result: result.prizes, resultVersion: result.version, drawnAt: sql`now()` })
    .where(
      and(
        eq(lotteryDraws.id, drawId),
        inArray(lotteryDraws.status, ['open', 'drawn']),
        lt(lotteryDraws.resultVersion, result.version),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return moved.length > 0;
}

export async function saveCutoffMinutes(db: DbOrTx, merchantId: number, cutoffMinutes: number): Promise<void> {
  await db
    .insert(lotteryMerchantRules)
    .values({ merchantId, cutoffMinutes })
    .onConflictDoUpdate({
      target: lotteryMerchantRules.merchantId,
      set: { cutoffMinutes, updatedAt: sql`now()` },
    });
}
