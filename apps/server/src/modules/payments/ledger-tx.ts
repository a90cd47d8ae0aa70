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
export function inLedgerTransaction<T>(
  deps: { db: Db; ledger: Ledger },
  work: (tx: Tx, ledger: TxLedger) => Promise<T>,
): Promise<T> {
  return inTransaction(deps.db, (tx) => work(tx, deps.ledger));
}
