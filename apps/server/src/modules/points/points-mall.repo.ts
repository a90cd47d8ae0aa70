import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, promoPointsGoods, promoPointsOrders } from '../../db/schema/index';
import type { GoodsRow, OrderRow } from './points-present';

export function findGoods(db: DbOrTx, merchantId: number, activeOnly: boolean): Promise<GoodsRow[]> {
  return db
    .select()
    .from(promoPointsGoods)
    .where(
      activeOnly
        ? and(eq(promoPointsGoods.merchantId, merchantId), eq(promoPointsGoods.status, 'active'))
        : eq(promoPointsGoods.merchantId, merchantId),
    )
    .orderBy(asc(promoPointsGoods.sort), asc(promoPointsGoods.id));
}

export async function findGoodsById(db: DbOrTx, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db.select().from(promoPointsGoods).where(eq(promoPointsGoods.id, id));
  return row;
}

/**
 * Takes `quantity` from the stock of an active item of the merchant in one conditional update: concurrent
 * redeems of the last item cannot both pass, and stock never goes below 0. Undefined when there is not enough.
 */
export async function takeStock(
  tx: DbOrTx,
  merchantId: number,
  goodsId: number,
  quantity: number,
): Promise<GoodsRow | undefined> {
  const [row] = await tx
    .update(promoPointsGoods)
    .set({ stock: sql`${promoPointsGoods.stock} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(promoPointsGoods.id, goodsId),
        eq(promoPointsGoods.merchantId, merchantId),
        eq(promoPointsGoods.status, 'active'),
        gte(promoPointsGoods.stock, quantity),
      ),
    )
    .returning();
  return row;
}

export async function returnStock(tx: DbOrTx, goodsId: number, quantity: number): Promise<void> {
  await tx
    .update(promoPointsGoods)
    .set({ stock: sql`${promoPointsGoods.stock} + ${quantity}`, updatedAt: new Date() })
    .where(eq(promoPointsGoods.id, goodsId));
}

export async function insertOrder(tx: DbOrTx, values: typeof promoPointsOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(promoPointsOrders).values(values).returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export async function findOrderByKey(db: DbOrTx, accountId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(promoPointsOrders)
    .where(and(eq(promoPointsOrders.accountId, accountId), eq(promoPointsOrders.idempotencyKey, key)));
  return row;
}

export function findMemberOrders(db: DbOrTx, accountId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(promoPointsOrders)
    .where(eq(promoPointsOrders.accountId, accountId))
    .orderBy(desc(promoPointsOrders.createdAt), desc(promoPointsOrders.id))
    .limit(100);
}

export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(promoPointsOrders).where(eq(promoPointsOrders.id, id)).for('update');
  return row;
}

export async function decideOrder(
  tx: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string; decidedBy: string },
): Promise<OrderRow> {
  const [row] = await tx
    .update(promoPointsOrders)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(promoPointsOrders.id, id))
    .returning();
  if (!row) throw new Error('order not updated');
  return row;
}

export function findMerchantOrders(db: DbOrTx, merchantId: number, status?: OrderRow['status']) {
  return db
    .select({ order: promoPointsOrders, username: accounts.username })
    .from(promoPointsOrders)
    .innerJoin(accounts, eq(accounts.id, promoPointsOrders.accountId))
    .where(
      status
        ? and(eq(promoPointsOrders.merchantId, merchantId), eq(promoPointsOrders.status, status))
        : eq(promoPointsOrders.merchantId, merchantId),
    )
    .orderBy(desc(promoPointsOrders.createdAt), desc(promoPointsOrders.id))
    .limit(200);
}
