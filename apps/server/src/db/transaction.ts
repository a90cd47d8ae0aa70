import type { Db, Tx } from './client';

/**
 * Runs `work` in one database transaction: everything it writes commits together or not at all.
 * Services call this; repositories take the transaction as their first argument.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
