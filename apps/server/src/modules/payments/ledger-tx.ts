import type { Db, DbOrTx, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Ledger } from '../ledger/ledger.service';
import type { LedgerOperation, LedgerResult } from '../ledger/ledger.types';

/** The ledger as seen inside one payment transaction. */
export interface TxLedger {
  applyInTransaction(tx: DbOrTx, op: LedgerOperation): Promise<LedgerResult>;
}

/**
 * Runs `work` in one transaction with the ledger joined to it; after the commit the ledger's listeners
 * (balance sockets) hear of every operation applied, as they do for the ledger's own calls.
 */
export async function inLedgerTransaction<T>(
  deps: { db: Db; ledger: Ledger },
  work: (tx: Tx, ledger: TxLedger) => Promise<T>,
): Promise<T> {
  const applied: LedgerResult[] = [];
  const ledger: TxLedger = {
    async applyInTransaction(tx, op) {
      const result = await deps.ledger.applyInTransaction(tx, op);
      applied.push(result);
      return result;
    },
  };
  const value = await inTransaction(deps.db, (tx) => work(tx, ledger));
  for (const result of applied) deps.ledger.announce(result);
  return value;
}
