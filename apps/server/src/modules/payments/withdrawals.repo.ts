import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { withdrawalOrders } from '../../db/schema/index';
import { type OrderFilter, orderConditions } from './order-filters';

export type WithdrawalRow = typeof withdrawalOrders.$inferSelect;
export type WithdrawalInsert = typeof withdrawalOrders.$inferInsert;

/** Inserts the order unless the member already used this idempotency key; undefined then. */
export async function insertWithdrawalOnce(db: DbOrTx, values: WithdrawalInsert): Promise<WithdrawalRow | undefined> {
  const rows = await db.insert(withdrawalOrders).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findWithdrawalByClientKey(db: DbOrTx, accountId: number, clientKey: string) {
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.accountId, accountId), eq(withdrawalOrders.clientKey, clientKey)))
    .limit(1);
  return rows[0];
}

export async function findWithdrawalById(db: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
  const rows = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id)).limit(1);
  return rows[0];
}

export async function findWithdrawalByOrderNo(db: DbOrTx, orderNo: string): Promise<WithdrawalRow | undefined> {
  const rows = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo)).limit(1);
  return rows[0];
}

/** The order, locked until the transaction ends: decisions on one order run one after another. */
export async function lockWithdrawal(db: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
  const rows = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id)).for('update').limit(1);
  return rows[0];
}

export async function updateWithdrawal(
  db: DbOrTx,
  id: number,
  values: Partial<WithdrawalInsert>,
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawalOrders)
    .set({ ...values, version: sql`${withdrawalOrders.version} + 1` })
    .where(eq(withdrawalOrders.id, id))
    .returning();
  if (!row) throw new Error('withdrawal vanished');
  return row;
}

export async function findWithdrawalPage(
  db: DbOrTx,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = orderConditions(withdrawalOrders, filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(withdrawalOrders)
      .where(where)
      .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(withdrawalOrders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
