import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { GroupCommit, type GroupJob } from '../../db/group-commit';
import { databaseErrorCode, queryRows } from '../../db/raw';
import type { LedgerOperation, LedgerResult } from './ledger.types';
import { decodeResult, encodeOperation, ledgerError, requestHash } from './ledger-codec';

interface BatchItem {
  merchantId: number;
  key: string;
  hash: string;
  op: Record<string, unknown>;
  /** Same number for requests on the same accounts: they go in the same part of a split batch. */
  accountsKey: number;
}

type Job = GroupJob<BatchItem, LedgerResult>;

export function toBatchItem(op: LedgerOperation): BatchItem {
  const encoded = encodeOperation(op);
  const [first] = op.type === 'transfer' ? op.transfers : [];
  const accountsKey = first
    ? first.debitAccountId + first.creditAccountId
    : Number(op.type === 'transfer' ? 0 : op.transferId.slice(-9));
  return {
    merchantId: op.merchantId,
    key: op.key,
    hash: requestHash(encoded),
    op: encoded,
    accountsKey: Math.abs(accountsKey) || 0,
  };
}

/** A business refusal or a used key: errors the isolated batch answers per operation. */
function isExpectedLedgerFailure(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === 'P0001' || code === '23505' || code === '23514';
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
  private readonly lanes: GroupCommit<BatchItem, LedgerResult>;

  /**
   * @param parallelism how many parts a batch is split into, each sent on its own connection at once.
   */
  constructor(
    private readonly db: Db,
    parallelism = 2,
    maxBatch = 256,
  ) {
    this.lanes = new GroupCommit((batch) => this.run(batch), parallelism, maxBatch);
  }

  submit(op: LedgerOperation): Promise<LedgerResult> {
    const item = toBatchItem(op);
    return this.lanes.submit(item, item.accountsKey);
  }

  /** One statement for the whole batch; `isolated` gives each operation its own subtransaction. */
  private async send(batch: Job[], isolated: boolean): Promise<unknown[]> {
    const ops = JSON.stringify(batch.map((job) => job.item));
    const rows = await queryRows(
      this.db,
      isolated
        ? sql`select ledger_apply_batch(${ops}::jsonb) as results`
        : sql`select ledger_apply_batch_optimistic(${ops}::jsonb) as results`,
    );
    const results = rows[0]?.results;
    if (!Array.isArray(results) || results.length !== batch.length) throw new Error('ledger batch answered wrongly');
    return results;
  }

  private async run(batch: Job[]): Promise<void> {
    let outcomes: unknown[];
    try {
      // Most batches apply cleanly in the fast path; one that fails anywhere is sent again isolated.
      outcomes = await this.send(batch, false).catch((error: unknown) => {
        if (!isExpectedLedgerFailure(error)) throw error;
        return this.send(batch, true);
      });
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
