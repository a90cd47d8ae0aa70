import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { databaseMessage, queryRows } from '../../db/raw';
import { afterCommit } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { LedgerOperation, LedgerResult, TransferSpec } from './ledger.types';
import { decodeResult, ledgerError } from './ledger-codec';
import { LedgerWriter, toBatchItem } from './ledger-writer';

type Keyed = { merchantId: number; key: string };

/** Called after every newly applied operation (not on replays), e.g. to push balances to sockets. */
export type LedgerListener = (result: LedgerResult) => void;

/**
 * The only way money moves. Amounts are bigint minor units; every call carries an idempotency key.
 * Calls go through the group-commit writer; `applyInTransaction` joins a caller's own transaction
 * when money must move together with other writes.
 */
export class Ledger {
  private readonly writer: LedgerWriter;
  private readonly listeners: LedgerListener[] = [];

  constructor(readonly db: Db) {
    this.writer = new LedgerWriter(db);
  }

  onApplied(listener: LedgerListener): void {
    this.listeners.push(listener);
  }

  /** Moves `amount` from one account to another, posted at once. */
  async transfer(request: Keyed & TransferSpec): Promise<LedgerResult> {
    const { merchantId, key, ...transfer } = request;
    return this.apply({ type: 'transfer', merchantId, key, transfers: [validated(transfer)] });
  }

  /** Several transfers that all happen or none does. */
  async transferLinked(request: Keyed & { transfers: TransferSpec[] }): Promise<LedgerResult> {
    if (request.transfers.length === 0)
      throw new AppError('INVALID_AMOUNT', 'A linked transfer needs at least one leg');
    return this.apply({ ...request, type: 'transfer', transfers: request.transfers.map(validated) });
  }

  /** Holds the amount: pending until posted or voided; the debit side cannot spend it meanwhile. */
  async hold(request: Keyed & TransferSpec): Promise<LedgerResult> {
    const { merchantId, key, ...transfer } = request;
    return this.apply({ type: 'transfer', merchantId, key, pending: true, transfers: [validated(transfer)] });
  }

  post(request: Keyed & { transferId: string }): Promise<LedgerResult> {
    return this.apply({ ...request, type: 'post' });
  }

  void(request: Keyed & { transferId: string }): Promise<LedgerResult> {
    return this.apply({ ...request, type: 'void' });
  }

  /**
   * Applies an operation inside the caller's transaction; a failure aborts that transaction. The listeners
   * hear of it once that transaction has committed (`inTransaction`'s `afterCommit`), never before.
   */
  async applyInTransaction(tx: DbOrTx, op: LedgerOperation): Promise<LedgerResult> {
    const item = toBatchItem(op);
    try {
      const rows = await queryRows(
        tx,
        sql`select ledger_apply(${item.merchantId}, ${item.key}, ${item.hash}, ${JSON.stringify(item.op)}::jsonb) as result`,
      );
      const result = decodeResult(rows[0]?.result);
      afterCommit(tx, () => this.announce(result));
      return result;
    } catch (error) {
      const message = databaseMessage(error);
      if (message && /^[A-Z_]+$/.test(message)) throw ledgerError(message);
      throw error;
    }
  }

  /**
   * Applies one operation of many transfers inside the caller's transaction as the group-commit batch applies
   * its operations (`ledger_apply_batch`): platform accounts that may go negative (the house) take the sum of
   * their transfers in one update at the end instead of one update per transfer (their balance-after is not
   * recorded, as in the group-commit path). A used key answers the stored result (`isReplay`); a refusal
   * throws the ledger's error. Listeners hear of it after the commit.
   */
  async applyBatchedInTransaction(tx: DbOrTx, op: LedgerOperation): Promise<LedgerResult> {
    const item = toBatchItem(op);
    const rows = await queryRows(tx, sql`select ledger_apply_batch(${JSON.stringify([item])}::jsonb) as results`);
    const results = rows[0]?.results;
    const outcome = (Array.isArray(results) ? results[0] : undefined) as { ok?: unknown; error?: string } | undefined;
    if (!outcome) throw new Error('ledger batch answered wrongly');
    if (outcome.error !== undefined) throw ledgerError(outcome.error);
    const result = decodeResult(outcome.ok);
    afterCommit(tx, () => this.announce(result));
    return result;
  }

  /** Tells the listeners of an operation a database function applied (and committed) beside the ledger's own calls. */
  announceApplied(result: LedgerResult): void {
    this.announce(result);
  }

  private announce(result: LedgerResult): void {
    if (!result.isReplay) for (const listener of this.listeners) listener(result);
  }

  private async apply(op: LedgerOperation): Promise<LedgerResult> {
    const result = await this.writer.submit(op);
    this.announce(result);
    return result;
  }
}

function validated(transfer: TransferSpec): TransferSpec {
  if (typeof transfer.amount !== 'bigint' || transfer.amount <= 0n) throw new AppError('INVALID_AMOUNT');
  if (transfer.debitAccountId === transfer.creditAccountId) throw new AppError('SAME_ACCOUNT');
  return transfer;
}
