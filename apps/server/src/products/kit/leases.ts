import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kitLeases } from './kit.schema';

/** `now() + ms` on the database's clock: every node judges a lease by the same clock that dated it. */
export function databaseNowPlus(ms: number) {
  return sql`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;
}

/**
 * Takes or renews the lease `name` for `holder`; true while this node holds it. The expiry is the
 * database's clock plus `leaseMs`, the same clock that judges it expired, so a node whose own clock is
 * wrong neither loses nor steals it.
 */
export async function holdLease(db: DbOrTx, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const expiresAt = databaseNowPlus(leaseMs);
  const rows = await db
    .insert(kitLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: kitLeases.name,
      set: { holder, expiresAt },
      setWhere: or(eq(kitLeases.holder, holder), lt(kitLeases.expiresAt, sql`now()`)),
    })
    .returning();
  return rows.some((row) => row.holder === holder);
}

/** Hands the lease back (only if `holder` still has it), so another node need not wait for it to lapse. */
export async function releaseLease(db: DbOrTx, name: string, holder: string): Promise<void> {
  await db.delete(kitLeases).where(and(eq(kitLeases.name, name), eq(kitLeases.holder, holder)));
}
