import type { Db, DbOrTx, Tx } from './client';

/** Work to run once the transaction of the key has committed (never if it rolls back). */
const commitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `work` in one database transaction: everything it writes commits together or not at all.
 * Services call this; repositories take the transaction as their first argument. What `afterCommit`
 * registered on the transaction runs once it has committed.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  const value = await db.transaction((tx) => {
    commitHooks.set(tx, hooks);
    return work(tx);
  });
  for (const hook of hooks) hook();
  return value;
}

/**
 * Runs `hook` after the transaction `tx` commits (e.g. telling sockets about money that moved, which must
 * never announce a change that is rolled back). Outside a transaction of `inTransaction` (the database
 * itself, where every statement commits on its own) it runs at once.
 */
export function afterCommit(tx: DbOrTx, hook: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
}
