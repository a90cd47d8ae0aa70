import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { accounts, depositOrders, depositProofs } from '../../db/schema/index';
import { type OrderFilter, orderConditions } from './order-filters';

export type DepositRow = typeof depositOrders.$inferSelect;
export type DepositInsert = typeof depositOrders.$inferInsert;
export type ProofRow = typeof depositProofs.$inferSelect;

/** Inserts the order unless the member already used this idempotency key; undefined then. */
export async function insertDepositOnce(db: DbOrTx, values: DepositInsert): Promise<DepositRow | undefined> {
  const rows = await db.insert(depositOrders).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findDepositByClientKey(db: DbOrTx, accountId: number, clientKey: string) {
  const rows = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.accountId, accountId), eq(depositOrders.clientKey, clientKey)))
    .limit(1);
  return rows[0];
}

export async function findDepositById(db: DbOrTx, id: number): Promise<DepositRow | undefined> {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.id, id)).limit(1);
  return rows[0];
}

export async function findDepositByOrderNo(db: DbOrTx, orderNo: string): Promise<DepositRow | undefined> {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).limit(1);
  return rows[0];
}

/** The order, locked until the transaction ends: decisions on one order run one after another. */
export async function lockDeposit(db: DbOrTx, id: number): Promise<DepositRow | undefined> {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.id, id)).for('update').limit(1);
  return rows[0];
}

export async function updateDeposit(db: DbOrTx, id: number, values: Partial<DepositInsert>): Promise<DepositRow> {
  const [row] = await db
    .update(depositOrders)
    .set({ ...values, version: sql`${depositOrders.version} + 1` })
    .where(eq(depositOrders.id, id))
    .returning();
  if (!row) throw new Error('deposit vanished');
  return row;
}

export async function findDepositPage(
  db: DbOrTx,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: DepositRow[]; total: number }> {
  const where = orderConditions(depositOrders, filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(depositOrders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function findProofs(db: DbOrTx, depositIds: number[]): Promise<ProofRow[]> {
  if (depositIds.length === 0) return Promise.resolve([]);
  return db.select().from(depositProofs).where(inArray(depositProofs.depositId, depositIds)).orderBy(depositProofs.id);
}

export async function countProofs(db: DbOrTx, depositId: number): Promise<number> {
  const rows = await db.select({ total: count() }).from(depositProofs).where(eq(depositProofs.depositId, depositId));
  return rows[0]?.total ?? 0;
}

export async function insertProof(
  db: DbOrTx,
  values: typeof depositProofs.$inferInsert,
): Promise<ProofRow | undefined> {
  const rows = await db.insert(depositProofs).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findProof(db: DbOrTx, depositId: number, proofId: number): Promise<ProofRow | undefined> {
  const rows = await db
    .select()
    .from(depositProofs)
    .where(and(eq(depositProofs.depositId, depositId), eq(depositProofs.id, proofId)))
    .limit(1);
  return rows[0];
}

/** Usernames of the given accounts, for the back office's lists. */
export async function usernamesOf(db: DbOrTx, accountIds: number[]): Promise<Map<number, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(accountIds)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The amounts of a member's deposits asked for (pending) or credited since each instant: the deposit limits count them. */
export async function depositTotalsSince(db: DbOrTx, accountId: number, since: readonly Date[]): Promise<bigint[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((at) => at.getTime())));
  const columns = since.map(
    (at, index) =>
      sql`coalesce(sum(amount_minor) filter (where created_at >= ${at.toISOString()}::timestamptz), 0)::text as ${sql.raw(`d${index}`)}`,
  );
  const rows = await queryRows(
    db,
    sql`select ${sql.join(columns, sql`, `)} from deposit_orders
        where account_id = ${accountId} and status in ('pending', 'credited')
          and created_at >= ${earliest.toISOString()}::timestamptz`,
  );
  const row = rows[0] ?? {};
  return since.map((_at, index) => BigInt(String(row[`d${index}`] ?? '0')));
}
