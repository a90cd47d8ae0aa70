import type { Goods, PointsRecord, RedeemOrder } from '@fortuna/contracts/points';
import type { Language } from '@fortuna/contracts/system';
import type { promoPointsGoods, promoPointsOrders } from '../../db/schema/index';
import { moneyOf } from '../payments/payment-money';
import type { PointsRecordRow } from './points.repo';

export type GoodsRow = typeof promoPointsGoods.$inferSelect;
export type OrderRow = typeof promoPointsOrders.$inferSelect;

const nameIn = (names: { EN: string; TY: string }, language: Language) => (language === 'TY' ? names.TY : names.EN);

export function presentRecord(row: PointsRecordRow): PointsRecord {
  return {
    id: row.id,
    kind: row.kind,
    amount: moneyOf(row.amountMinor),
    points: row.pointsBefore,
    changedPoints: row.changedPoints,
    balance: row.balanceAfter,
    gameType: row.gameType ?? null,
    remark: row.remark,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentGoods(row: GoodsRow, language: Language): Goods {
  return {
    id: row.id,
    name: nameIn(row.names, language),
    names: row.names,
    imageUrl: row.imageUrl,
    kind: row.kind,
    stock: row.stock,
    pointsRequired: row.pointsRequired,
    amountRequired: moneyOf(row.amountRequiredMinor),
    status: row.status,
    sort: row.sort,
  };
}

/** The reference number members and staff quote: PM + the order's id, zero-padded. */
export const orderReference = (id: number) => `PM${String(id).padStart(8, '0')}`;

export function presentOrder(row: OrderRow, language: Language): RedeemOrder {
  return {
    id: row.id,
    reference: orderReference(row.id),
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    name: nameIn(row.names, language),
    quantity: row.quantity,
    pointsRequired: row.pointsTotal,
    amountRequired: moneyOf(row.amountRequiredMinor),
    status: row.status,
    reason: row.reason,
    shipping: row.shipping ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
