import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { studioRounds, studioSeeds, studioSessions } from './studio.schema';
import { studioHotQueries } from './studio-hot-queries';

export type StudioSeedRow = typeof studioSeeds.$inferSelect;
export type StudioSessionRow = typeof studioSessions.$inferSelect;
export type StudioRoundRow = typeof studioRounds.$inferSelect;

export async function findActiveSeed(db: DbOrTx, playerId: string): Promise<StudioSeedRow | undefined> {
  const [row] = await db
    .select()
    .from(studioSeeds)
    .where(and(eq(studioSeeds.playerId, playerId), eq(studioSeeds.status, 'active')))
    .limit(1);
  return row;
}

export async function insertSeed(
  db: DbOrTx,
  values: { playerId: string; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db.insert(studioSeeds).values(values).onConflictDoNothing();
}

export async function revealSeed(db: DbOrTx, id: number): Promise<StudioSeedRow | undefined> {
  const [row] = await db
    .update(studioSeeds)
    .set({ status: 'revealed', revealedAt: new Date() })
    .where(and(eq(studioSeeds.id, id), eq(studioSeeds.status, 'active')))
    .returning();
  return row;
}

/** Takes the next nonce of the seed pair, atomically, while it is still the active (unrevealed) one. */
export async function takeNonce(db: DbOrTx, seedId: number): Promise<number> {
  const [row] = await db
    .update(studioSeeds)
    .set({ nextNonce: sql`${studioSeeds.nextNonce} + 1` })
    .where(and(eq(studioSeeds.id, seedId), eq(studioSeeds.status, 'active')))
    .returning({ next: studioSeeds.nextNonce });
  if (!row) throw new AppError('CONFLICT', 'Your seed pair changed meanwhile, please try again');
  return row.next - 1;
}

/**
 * Takes the next nonce of the player's active seed pair for a new request, in one statement: unless the
 * window already sent this request (then the earlier round comes back and no nonce is taken). Neither:
 * the player has no active seed pair yet (or it was revealed this instant).
 */
export async function takeNonceForRequest(
  db: Db,
  playerId: string,
  sessionId: number,
  requestId: string,
): Promise<{ earlier: StudioRoundRow } | { seed: StudioSeedRow; nonce: number } | undefined> {
  const [row] = await studioHotQueries(db).takeNonce.execute({ playerId, sessionId, requestId });
  if (row) return { seed: row, nonce: row.nextNonce - 1 };
  const earlierRound = await findRoundOfRequest(db, sessionId, requestId);
  return earlierRound ? { earlier: earlierRound } : undefined;
}

/**
 * Locks the player's active seed pair until the transaction ends: starting an interactive round and
 * revealing the seed pair take this lock, so a seed is never revealed under a round still being played.
 */
export async function lockActiveSeed(tx: DbOrTx, playerId: string): Promise<StudioSeedRow | undefined> {
  const [row] = await tx
    .select()
    .from(studioSeeds)
    .where(and(eq(studioSeeds.playerId, playerId), eq(studioSeeds.status, 'active')))
    .for('update');
  return row;
}

/** Whether the player has a round still waiting for decisions that was dealt from this seed pair. */
export async function hasOpenRoundOnSeed(db: DbOrTx, playerId: string, seedId: number): Promise<boolean> {
  const [row] = await db
    .select({ roundId: studioRounds.roundId })
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.playerId, playerId),
        eq(studioRounds.seedId, seedId),
        eq(studioRounds.status, 'open'),
        isNotNull(studioRounds.privateState),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findSeedById(db: DbOrTx, id: number): Promise<StudioSeedRow | undefined> {
  const [row] = await db.select().from(studioSeeds).where(eq(studioSeeds.id, id)).limit(1);
  return row;
}

export async function insertSession(db: DbOrTx, values: typeof studioSessions.$inferInsert): Promise<StudioSessionRow> {
  const [row] = await db.insert(studioSessions).values(values).returning();
  if (!row) throw new Error('studio session not created');
  return row;
}

export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<StudioSessionRow | undefined> {
  const [row] = await db.select().from(studioSessions).where(eq(studioSessions.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findSessionById(db: DbOrTx, id: number): Promise<StudioSessionRow | undefined> {
  const [row] = await db.select().from(studioSessions).where(eq(studioSessions.id, id)).limit(1);
  return row;
}

export async function findRoundOfRequest(db: DbOrTx, sessionId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.sessionId, sessionId), eq(studioRounds.requestId, requestId)))
    .limit(1);
  return row;
}

/** Inserts the round unless this window already sent this request: then the earlier round is returned. */
export async function insertRound(
  db: DbOrTx,
  values: typeof studioRounds.$inferInsert,
): Promise<{ round: StudioRoundRow; isNew: boolean }> {
  const [inserted] = await db.insert(studioRounds).values(values).onConflictDoNothing().returning();
  if (inserted) return { round: inserted, isNew: true };
  const earlier = await findRoundOfRequest(db, values.sessionId, values.requestId);
  if (!earlier) throw new Error('studio round vanished after conflict');
  return { round: earlier, isNew: false };
}

/** insertRound for an instant round, as a prepared statement. */
export async function insertInstantRound(
  db: Db,
  values: Omit<typeof studioRounds.$inferInsert, 'stakeMinor' | 'payoutMinor'> & {
    stakeMinor: bigint;
    payoutMinor: bigint;
  },
): Promise<{ round: StudioRoundRow; isNew: boolean }> {
  const [inserted] = await studioHotQueries(db).insertRound.execute(values);
  if (inserted) return { round: inserted, isNew: true };
  const earlier = await findRoundOfRequest(db, values.sessionId, values.requestId);
  if (!earlier) throw new Error('studio round vanished after conflict');
  return { round: earlier, isNew: false };
}

export async function updateRound(db: DbOrTx, roundId: string, values: Partial<typeof studioRounds.$inferInsert>) {
  const [row] = await db.update(studioRounds).set(values).where(eq(studioRounds.roundId, roundId)).returning();
  if (!row) throw new Error('studio round vanished');
  return row;
}

export async function findRound(db: DbOrTx, roundId: string): Promise<StudioRoundRow | undefined> {
  const [row] = await db.select().from(studioRounds).where(eq(studioRounds.roundId, roundId)).limit(1);
  return row;
}

export function findOpenRoundOfPlayer(db: DbOrTx, playerId: string, gameCode: string) {
  return db
    .select()
    .from(studioRounds)
    .where(
      and(eq(studioRounds.playerId, playerId), eq(studioRounds.gameCode, gameCode), eq(studioRounds.status, 'open')),
    )
    .orderBy(desc(studioRounds.startedAt))
    .limit(1);
}

export function findRecentRounds(db: DbOrTx, playerId: string, gameCode: string, limit: number) {
  return db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.playerId, playerId), eq(studioRounds.gameCode, gameCode)))
    .orderBy(desc(studioRounds.startedAt))
    .limit(limit);
}

/**
 * Rounds left open longer than `olderThanMs`: the completion job pays or refunds them. Interactive rounds
 * still waiting for the player's decision are left to the player (and to the abandoned-round finish).
 */
export function findStaleOpenRounds(db: DbOrTx, olderThanMs: number, limit: number) {
  return db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.status, 'open'),
        lt(studioRounds.startedAt, new Date(Date.now() - olderThanMs)),
        or(isNull(studioRounds.privateState), isNotNull(studioRounds.endedAt), eq(studioRounds.betConfirmed, false)),
      ),
    )
    .orderBy(studioRounds.startedAt)
    .limit(limit);
}
