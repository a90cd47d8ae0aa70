import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  throw new Error('query returned no rows array');
}

/** The driver's error inside whatever the ORM wrapped around it: the one carrying a SQLSTATE code. */
function databaseError(error: unknown): (Error & { code: string }) | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return Object.assign(current, { code: current.code });
    }
    current = current.cause;
  }
  return undefined;
}

/** The database's own message of an error (e.g. a RAISE EXCEPTION text). */
export function databaseMessage(error: unknown): string | undefined {
  return databaseError(error)?.message;
}

/** The SQLSTATE of a database error, e.g. P0001 for RAISE EXCEPTION. */
export function databaseErrorCode(error: unknown): string | undefined {
  return databaseError(error)?.code;
}
