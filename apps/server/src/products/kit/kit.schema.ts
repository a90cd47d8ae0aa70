import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Tables every product shares through the kit (docs/product-kit.md): named leases, the runs of slot
 * jobs, and seed commitments.
 */

/** A named lease: one holder at a time; another takes it once the expiry (database clock) has passed. */
export const kitLeases = pgTable('kit_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const JOB_RUN_KINDS = ['run', 'missed'] as const;
export type JobRunKind = (typeof JOB_RUN_KINDS)[number];
export const JOB_RUN_STATUSES = ['running', 'done'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/**
 * One row per (job, slot): the claim that makes a slot run once on however many nodes. `kind` is fixed
 * by the first claim (`missed` when the slot was first seen after its grace); a claim whose holder died
 * is taken over once `expiresAt` has passed and the same kind of run is finished.
 */
export const kitJobRuns = pgTable(
  'kit_job_runs',
  {
    job: text('job').notNull(),
    slot: timestamp('slot', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind', { enum: JOB_RUN_KINDS }).notNull(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    holder: text('holder').notNull(),
    attempts: integer('attempts').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.job, table.slot] }),
    index('kit_job_runs_open_idx').on(table.status, table.expiresAt),
  ],
);

/** Per job: every slot up to `through` has a finished run, so the scheduler looks only after it. */
export const kitJobWatermarks = pgTable('kit_job_watermarks', {
  job: text('job').primaryKey(),
  through: timestamp('through', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A server seed committed by its SHA-256 before anything depends on it, revealed after. The seed is
 * sealed at rest by a server secret until it is revealed; `scope` names the product and game, `subject`
 * the draw, event or round it decides.
 */
export const kitSeedCommitments = pgTable(
  'kit_seed_commitments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    hash: text('hash').notNull(),
    sealedSeed: text('sealed_seed').notNull(),
    revealedSeed: text('revealed_seed'),
    committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('kit_seed_commitments_subject_key').on(table.scope, table.subject),
    index('kit_seed_commitments_hash_idx').on(table.hash),
  ],
);
