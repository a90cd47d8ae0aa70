import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payeeAccounts } from '../../db/schema/index';

export type PayeeAccountRow = typeof payeeAccounts.$inferSelect;

export function findActivePayeeAccounts(db: DbOrTx, accountId: number): Promise<PayeeAccountRow[]> {
  return db
    .select()
    .from(payeeAccounts)
    .where(and(eq(payeeAccounts.accountId, accountId), eq(payeeAccounts.status, 'active')))
    .orderBy(asc(payeeAccounts.id));
}

export async function countActivePayeeAccounts(db: DbOrTx, accountId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(payeeAccounts)
    .where(and(eq(payeeAccounts.accountId, accountId), eq(payeeAccounts.status, 'active')));
  return rows[0]?.total ?? 0;
}

export async function findPayeeAccount(db: DbOrTx, id: number): Promise<PayeeAccountRow | undefined> {
  const rows = await db.select().from(payeeAccounts).where(eq(payeeAccounts.id, id)).limit(1);
  return rows[0];
}

export async function insertPayeeAccount(db: DbOrTx, values: typeof payeeAccounts.$inferInsert) {
  const rows = await db.insert(payeeAccounts).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updatePayeeAccount(db: DbOrTx, id: number, values: Partial<typeof payeeAccounts.$inferInsert>) {
  await db.update(payeeAccounts).set(values).where(eq(payeeAccounts.id, id));
}
