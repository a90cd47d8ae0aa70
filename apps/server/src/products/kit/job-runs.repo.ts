import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type JobRunKind, kitJobRuns, kitJobWatermarks } from './kit.schema';
import { databaseNowPlus } from './leases';

export type JobRunRow = typeof kitJobRuns.$inferSelect;

export async function findWatermark(db: DbOrTx, job: string): Promise<Date | null> {
  const [row] = await db.select().from(kitJobWatermarks).where(eq(kitJobWatermarks.job, job)).limit(1);
  return row?.through ?? null;
}

/** Moves the watermark forward (never back: another node may have moved it further). */
export async function advanceWatermark(db: DbOrTx, job: string, through: Date): Promise<void> {
  await db
    .insert(kitJobWatermarks)
    .values({ job, through })
    .onConflictDoUpdate({
      target: kitJobWatermarks.job,
      set: { through: sql`greatest(${kitJobWatermarks.through}, excluded.through)` },
    });
}

/** The runs of `job` with slots in (after, until]. */
export function runsBetween(db: DbOrTx, job: string, after: Date, until: Date): Promise<JobRunRow[]> {
  return db
    .select()
    .from(kitJobRuns)
    .where(and(eq(kitJobRuns.job, job), gt(kitJobRuns.slot, after), lte(kitJobRuns.slot, until)));
}

/** Runs of `job` whose holder stopped renewing them (died, or failed and let go): any node may take them over. */
export function lapsedRuns(db: DbOrTx, job: string): Promise<JobRunRow[]> {
  return db
    .select()
    .from(kitJobRuns)
    .where(and(eq(kitJobRuns.job, job), eq(kitJobRuns.status, 'running'), lt(kitJobRuns.expiresAt, sql`now()`)))
    .orderBy(kitJobRuns.slot);
}

/** The first claim of a slot: only one node's insert lands. */
export async function claimNewSlot(
  db: DbOrTx,
  values: { job: string; slot: Date; kind: JobRunKind; holder: string; leaseMs: number },
): Promise<JobRunRow | undefined> {
  const [row] = await db
    .insert(kitJobRuns)
    .values({
      job: values.job,
      slot: values.slot,
      kind: values.kind,
      status: 'running',
      holder: values.holder,
      expiresAt: databaseNowPlus(values.leaseMs),
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Takes over a run whose claim lapsed: only one node's update lands. */
export async function claimLapsedRun(
  db: DbOrTx,
  job: string,
  slot: Date,
  holder: string,
  leaseMs: number,
): Promise<JobRunRow | undefined> {
  const [row] = await db
    .update(kitJobRuns)
    .set({ holder, expiresAt: databaseNowPlus(leaseMs), attempts: sql`${kitJobRuns.attempts} + 1` })
    .where(
      and(
        eq(kitJobRuns.job, job),
        eq(kitJobRuns.slot, slot),
        eq(kitJobRuns.status, 'running'),
        lt(kitJobRuns.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Keeps this node's claim alive while the run goes on; false when the claim was lost. */
export async function renewClaim(
  db: DbOrTx,
  job: string,
  slot: Date,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(kitJobRuns)
    .set({ expiresAt: databaseNowPlus(leaseMs) })
    .where(
      and(
        eq(kitJobRuns.job, job),
        eq(kitJobRuns.slot, slot),
        eq(kitJobRuns.holder, holder),
        eq(kitJobRuns.status, 'running'),
      ),
    )
    .returning({ slot: kitJobRuns.slot });
  return rows.length > 0;
}

export async function finishRun(db: DbOrTx, job: string, slot: Date, holder: string): Promise<void> {
  await db
    .update(kitJobRuns)
    .set({ status: 'done', finishedAt: new Date(), lastError: null })
    .where(and(eq(kitJobRuns.job, job), eq(kitJobRuns.slot, slot), eq(kitJobRuns.holder, holder)));
}

/** A failed attempt: the error is kept and the claim let go after `retryInMs`, for any node to retry. */
export async function failRun(
  db: DbOrTx,
  job: string,
  slot: Date,
  holder: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db
    .update(kitJobRuns)
    .set({ lastError: error.slice(0, 2000), expiresAt: databaseNowPlus(retryInMs) })
    .where(
      and(
        eq(kitJobRuns.job, job),
        eq(kitJobRuns.slot, slot),
        eq(kitJobRuns.holder, holder),
        eq(kitJobRuns.status, 'running'),
      ),
    );
}

/** The latest runs of a job, newest first (status pages). */
export function recentRuns(db: DbOrTx, job: string, limit: number): Promise<JobRunRow[]> {
  return db.select().from(kitJobRuns).where(eq(kitJobRuns.job, job)).orderBy(desc(kitJobRuns.slot)).limit(limit);
}
