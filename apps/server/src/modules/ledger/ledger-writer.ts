import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { LedgerOperation, LedgerResult } from './ledger.types';
import { decodeResult, encodeOperation, ledgerError, requestHash } from './ledger-codec';

interface BatchItem {
  merchantId: number;
  key: string;
  hash: string;
  op: Record<string, unknown>;
}

interface Job {
  item: BatchItem;
  resolve(result: LedgerResult): void;
  reject(error: Error): void;
}

export function toBatchItem(op: LedgerOperation): BatchItem {
  const encoded = encodeOperation(op);
  return { merchantId: op.merchantId, key: op.key, hash: requestHash(encoded), op: encoded };
}

function isOutcome(value: unknown): value is { ok?: unknown; error?: string } {
  return !!value && typeof value === 'object';
}

function settle(job: Job, outcome: unknown): void {
  if (!isOutcome(outcome)) {
    job.reject(new Error('ledger batch answered wrongly'));
  } else if (outcome.error !== undefined) {
    job.reject(ledgerError(outcome.error));
  } else {
    resolveWith(job, outcome.ok);
  }
}

function resolveWith(job: Job, value: unknown): void {
  try {
    job.resolve(decodeResult(value));
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Group commit: requests that arrive while a batch is being written wait and go together in the next
 * one, which the database applies in a single statement (one commit) with each request in its own
 * subtransaction, so one request's failure or duplicate key never affects another's.
 */
export class LedgerWriter {
  private readonly queue: Job[] = [];
  private activeLanes = 0;

  /**
   * @param lanes batches in flight at once: while one is in the database the next is being gathered
   *   and sent, so the process and the database work at the same time.
   */
  constructor(
    private readonly db: Db,
    private readonly lanes = 1,
    private readonly maxBatch = 256,
  ) {}

  submit(op: LedgerOperation): Promise<LedgerResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item: toBatchItem(op), resolve, reject });
      if (this.activeLanes < this.lanes) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.activeLanes++;
    try {
      while (this.queue.length > 0) await this.run(this.queue.splice(0, this.maxBatch));
    } finally {
      this.activeLanes--;
    }
  }

  private async run(batch: Job[]): Promise<void> {
    let outcomes: unknown[];
    try {
      const rows = await queryRows(
        this.db,
        sql`select ledger_apply_batch(${JSON.stringify(batch.map((job) => job.item))}::jsonb) as results`,
      );
      const results = rows[0]?.results;
      if (!Array.isArray(results) || results.length !== batch.length) throw new Error('ledger batch answered wrongly');
      outcomes = results;
    } catch (error) {
      // An unexpected failure: retry one by one so only the request that causes it fails.
      if (batch.length === 1) {
        batch[0]?.reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      for (const job of batch) await this.run([job]);
      return;
    }
    for (const [index, job] of batch.entries()) settle(job, outcomes[index]);
  }
}
