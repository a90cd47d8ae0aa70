import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { GroupCommit, type GroupJob } from '../../db/group-commit';
import { queryRows } from '../../db/raw';

/** What the database answers for a round it applied. */
export interface InstantRoundOutcome {
  bet: unknown;
  win: unknown;
  transfers: unknown[];
  bigWin: boolean;
}

type RoundJob = GroupJob<object, InstantRoundOutcome | undefined>;

function outcomeOf(value: unknown): InstantRoundOutcome | undefined {
  if (!value || typeof value !== 'object' || 'error' in value) return undefined;
  return value as InstantRoundOutcome;
}

/**
 * Group commit of instant rounds: the rounds of many players that arrive while a batch is written go
 * together in the next one, a single statement (`seamless_instant_rounds`) and a single commit, the vendor's
 * account written once per batch. Each round is answered with its outcome, or undefined when it was refused
 * (nothing of it applied; the general path answers it).
 */
export class InstantRoundWriter {
  private readonly lanes = new GroupCommit<object, InstantRoundOutcome | undefined>((batch) => this.write(batch));

  constructor(private readonly db: Db) {}

  submit(round: object, accountId: number): Promise<InstantRoundOutcome | undefined> {
    return this.lanes.submit(round, accountId);
  }

  private async send(batch: RoundJob[], isolated: boolean): Promise<unknown[]> {
    const rounds = JSON.stringify(batch.map((job) => job.item));
    const rows = await queryRows(
      this.db,
      sql`select seamless_instant_rounds(${rounds}::jsonb, ${isolated}) as results`,
    );
    const results = rows[0]?.results;
    if (!Array.isArray(results) || results.length !== batch.length) throw new Error('round batch answered wrongly');
    return results;
  }

  private async write(batch: RoundJob[]): Promise<void> {
    let results: unknown[] = [];
    try {
      // Most batches apply whole; one refused round anywhere sends the batch again, each round on its own.
      results = await this.send(batch, false).catch((error: unknown) => {
        if (batch.length === 1) throw error;
        return this.send(batch, true);
      });
    } catch {
      // Refused, or the database could not be reached: the general path answers (and retries) each round.
    }
    for (const [index, job] of batch.entries()) job.resolve(outcomeOf(results[index]));
  }
}

const writers = new WeakMap<Db, InstantRoundWriter>();

export function instantRoundWriterOf(db: Db): InstantRoundWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new InstantRoundWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
