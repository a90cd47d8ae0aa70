import { and, desc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotteryBets, lotteryDraws, lotterySessions, lotterySettlements } from './lottery.schema';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type LotterySessionRow = typeof lotterySessions.$inferSelect;

export async function insertDraws(db: DbOrTx, rows: (typeof lotteryDraws.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(lotteryDraws).values(rows).onConflictDoNothing();
}

export async function findDrawAt(db: DbOrTx, gameCode: string, drawAt: Date): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawAt, drawAt)))
    .limit(1);
  return row;
}

export async function findDraw(db: DbOrTx, id: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)).limit(1);
  return row;
}

/** The draw taking bets now: the earliest open draw not yet closed. */
export async function nextOpenDraw(db: DbOrTx, gameCode: string, now: Date): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'open'), gt(lotteryDraws.closesAt, now)))
    .orderBy(lotteryDraws.drawAt)
    .limit(1);
  return row;
}

export function recentDrawn(db: DbOrTx, gameCode: string, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'drawn')))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(limit);
}

/** Moves a draw from `open` to `status` (one mover wins); answers whether this call moved it. */
export async function closeDraw(
  db: DbOrTx,
  id: number,
  change: { status: 'drawn' | 'void'; result?: Record<string, string[]> },
): Promise<boolean> {
  const moved = await db
    .update(lotteryDraws)
    .set({ status: change.status, result: change.result ?? null, drawnAt: sql`now()` })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, 'open')))
    .returning({ id: lotteryDraws.id });
  return moved.length > 0;
}

/** Drawn or void draws whose slot is past and that still hold unsettled bets (a settlement left midway). */
export async function drawsWithOpenBets(db: DbOrTx, before: Date): Promise<DrawRow[]> {
  return db
    .selectDistinct({ draw: lotteryDraws })
    .from(lotteryDraws)
    .innerJoin(lotteryBets, eq(lotteryBets.drawId, lotteryDraws.id))
    .where(
      and(
        inArray(lotteryDraws.status, ['drawn', 'void']),
        lte(lotteryDraws.drawAt, before),
        or(
          inArray(lotteryBets.status, ['pending', 'placed']),
          and(inArray(lotteryBets.status, ['won', 'lost']), lt(lotteryBets.settledVersion, lotteryDraws.resultVersion)),
        ),
      ),
    )
    .limit(20)
    .then((rows) => rows.map((row) => row.draw));
}

export function settlementsOfBet(db: DbOrTx, betId: string) {
  return db
    .select()
    .from(lotterySettlements)
    .where(eq(lotterySettlements.betId, betId))
    .orderBy(lotterySettlements.version);
}

export async function insertBet(db: DbOrTx, row: typeof lotteryBets.$inferInsert): Promise<BetRow | undefined> {
  const [inserted] = await db.insert(lotteryBets).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findBetByRequest(db: DbOrTx, playerId: string, requestId: string): Promise<BetRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.playerId, playerId), eq(lotteryBets.requestId, requestId)))
    .limit(1);
  return row;
}

/** Moves a bet from one status to the next (compare-and-set); answers the row when this call moved it. */
export async function moveBet(
  db: DbOrTx,
  id: string,
  from: BetRow['status'][],
  change: Partial<typeof lotteryBets.$inferInsert>,
): Promise<BetRow | undefined> {
  const [row] = await db
    .update(lotteryBets)
    .set(change)
    .where(and(eq(lotteryBets.id, id), inArray(lotteryBets.status, from)))
    .returning();
  return row;
}

export function betsOfPlayer(db: DbOrTx, playerId: string, gameCode: string, limit: number) {
  return db
    .select({ bet: lotteryBets, drawAt: lotteryDraws.drawAt })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(
      and(eq(lotteryBets.playerId, playerId), eq(lotteryBets.gameCode, gameCode), ne(lotteryBets.status, 'refused')),
    )
    .orderBy(desc(lotteryBets.placedAt))
    .limit(limit);
}

export async function insertSession(db: DbOrTx, row: typeof lotterySessions.$inferInsert): Promise<void> {
  await db.insert(lotterySessions).values(row);
}

export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<LotterySessionRow | undefined> {
  const [row] = await db.select().from(lotterySessions).where(eq(lotterySessions.tokenHash, tokenHash)).limit(1);
  return row;
}
