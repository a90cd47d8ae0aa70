import { GAME_TYPES } from '@fortuna/contracts/catalogue';
import { parseAmountText } from '@fortuna/contracts/money';
import type {
  AdminRedeemOrder,
  Goods,
  GoodsInput,
  OrderDecision,
  PointsConfig,
  PointsGrant,
  PointsRecord,
  PointsSettingsInput,
  RedeemStatus,
} from '@fortuna/contracts/points';
import { eq } from 'drizzle-orm';
import { promoPointsGoods } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { findMerchantById } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { assertRealMoneyAccount } from '../payments/real-money-guard';
import type { PromoDeps } from '../promotions/promotions.service';
import { findAccountById, findAccountByUsername } from '../sessions/sessions.repo';
import {
  insertPointsRecord,
  lockPointsAccount,
  pointsRatesOf,
  savePointsRates,
  setPointsBalance,
  setRecordStatusOfOrder,
} from './points.repo';
import { pointsConfig } from './points.service';
import { accruePoints } from './points-accrual';
import { decideOrder, findGoods, findGoodsById, findMerchantOrders, lockOrder, returnStock } from './points-mall.repo';
import { orderReference, presentGoods, presentOrder, presentRecord } from './points-present';

function minorOf(text: string): bigint {
  const minor = parseAmountText(text);
  if (minor === null) throw new AppError('INVALID_AMOUNT');
  return minor;
}

async function assertMerchant(deps: PromoDeps, merchantId: number): Promise<void> {
  if (!(await findMerchantById(deps.db, merchantId))) throw new AppError('UNKNOWN_MERCHANT');
}

export async function adminPointsSettings(deps: PromoDeps, merchantId: number): Promise<PointsConfig> {
  await assertMerchant(deps, merchantId);
  return pointsConfig(deps, merchantId);
}

/** Replaces the point rates per game area and the convert rate; audited `promotion.points.settings.update`. */
export async function savePointsSettings(
  deps: PromoDeps,
  actor: Actor,
  merchantId: number,
  input: PointsSettingsInput,
): Promise<PointsConfig> {
  await assertMerchant(deps, merchantId);
  const ratesMinor = Object.fromEntries(
    GAME_TYPES.flatMap((type) => {
      const text = input.rates[type];
      const minor = text === undefined ? 0n : minorOf(text);
      return minor > 0n ? [[type, minor]] : [];
    }),
  );
  const before = await pointsConfig(deps, merchantId);
  await inLedgerTransaction(deps, async (tx) => {
    await savePointsRates(tx, merchantId, { ratesMinor, convertPerPointMinor: minorOf(input.convertPerPoint) });
    await recordAudit(tx, actor, {
      action: 'promotion.points.settings.update',
      targetType: 'points_settings',
      targetId: merchantId,
      merchantId,
      before,
      after: input,
    });
  });
  return pointsConfig(deps, merchantId);
}

export async function adminGoods(deps: PromoDeps, merchantId: number): Promise<Goods[]> {
  await assertMerchant(deps, merchantId);
  return (await findGoods(deps.db, merchantId, false)).map((row) => presentGoods(row, 'EN'));
}

function goodsValues(input: GoodsInput) {
  return {
    names: input.names,
    imageUrl: input.imageUrl,
    kind: input.kind,
    stock: input.stock,
    pointsRequired: input.pointsRequired,
    amountRequiredMinor: minorOf(input.amountRequired),
    status: input.status,
    sort: input.sort,
  };
}

/** Adds an item to the merchant's mall; audited `promotion.points.goods.create`. */
export async function createGoods(deps: PromoDeps, actor: Actor, merchantId: number, input: GoodsInput) {
  await assertMerchant(deps, merchantId);
  return inLedgerTransaction(deps, async (tx) => {
    const [row] = await tx
      .insert(promoPointsGoods)
      .values({ merchantId, ...goodsValues(input) })
      .returning();
    if (!row) throw new Error('goods not inserted');
    await recordAudit(tx, actor, {
      action: 'promotion.points.goods.create',
      targetType: 'points_goods',
      targetId: row.id,
      merchantId,
      before: null,
      after: input,
    });
    return presentGoods(row, 'EN');
  });
}

/** Edits an item: names, image, stock, requirements, pause/resume; audited `promotion.points.goods.edit`. */
export async function editGoods(deps: PromoDeps, actor: Actor, id: number, input: GoodsInput): Promise<Goods> {
  return inLedgerTransaction(deps, async (tx) => {
    const before = await findGoodsById(tx, id);
    if (!before) throw new AppError('POINTS_GOODS_NOT_FOUND');
    const [row] = await tx
      .update(promoPointsGoods)
      .set({ ...goodsValues(input), updatedAt: new Date() })
      .where(eq(promoPointsGoods.id, id))
      .returning();
    if (!row) throw new AppError('POINTS_GOODS_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'promotion.points.goods.edit',
      targetType: 'points_goods',
      targetId: id,
      merchantId: row.merchantId,
      before: presentGoods(before, 'EN'),
      after: input,
    });
    return presentGoods(row, 'EN');
  });
}

export async function adminOrders(
  deps: PromoDeps,
  merchantId: number,
  status: RedeemStatus | undefined,
): Promise<AdminRedeemOrder[]> {
  await assertMerchant(deps, merchantId);
  const rows = await findMerchantOrders(deps.db, merchantId, status);
  return rows.map(({ order, username }) => ({
    ...presentOrder(order, 'EN'),
    username,
    accountId: order.accountId,
    decidedBy: order.decidedBy,
  }));
}

/**
 * Fulfils or rejects an order in process. The order row is locked: of two decisions at once one acts and the
 * other finds it decided (POINTS_ORDER_DECIDED), so a rejection returns the points and the stock exactly once.
 */
export async function decidePointsOrder(
  deps: PromoDeps,
  actor: Actor,
  id: number,
  decision: OrderDecision,
): Promise<AdminRedeemOrder> {
  return inLedgerTransaction(deps, async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new AppError('POINTS_ORDER_NOT_FOUND');
    if (order.status !== 'in_process') throw new AppError('POINTS_ORDER_DECIDED');
    const status = decision.approve ? 'approved' : 'rejected';
    const reason = decision.approve ? '' : decision.reason;
    const decided = await decideOrder(tx, id, { status, reason, decidedBy: actor.username });
    await setRecordStatusOfOrder(tx, id, status);
    if (!decision.approve) {
      const balance = await lockPointsAccount(tx, order.accountId, order.merchantId);
      await insertPointsRecord(tx, {
        accountId: order.accountId,
        merchantId: order.merchantId,
        kind: 'refund',
        amountMinor: 0n,
        pointsBefore: balance,
        changedPoints: order.pointsTotal,
        balanceAfter: balance + order.pointsTotal,
        remark: `${orderReference(id)}: ${reason}`,
        orderId: id,
      });
      await setPointsBalance(tx, order.accountId, balance + order.pointsTotal);
      await returnStock(tx, order.goodsId, order.quantity);
    }
    await recordAudit(tx, actor, {
      action: decision.approve ? 'promotion.points.order.approve' : 'promotion.points.order.reject',
      targetType: 'points_order',
      targetId: id,
      merchantId: order.merchantId,
      before: { status: order.status },
      after: { status, reason },
    });
    const username = (await findAccountById(tx, order.accountId))?.username ?? '';
    return { ...presentOrder(decided, 'EN'), username, accountId: order.accountId, decidedBy: decided.decidedBy };
  });
}

/**
 * Adds points to a member by hand (a goodwill gesture, a correction, a demonstration); audited
 * `promotion.points.grant` with the remark, which the member also reads on the record.
 */
export async function grantPoints(
  deps: PromoDeps,
  actor: Actor,
  merchantId: number,
  input: PointsGrant,
): Promise<PointsRecord> {
  await assertMerchant(deps, merchantId);
  const member = await findAccountByUsername(deps.db, merchantId, input.username);
  if (!member) throw new AppError('ACCOUNT_NOT_FOUND');
  assertRealMoneyAccount(member);
  const rates = await pointsRatesOf(deps.db, merchantId);
  return inLedgerTransaction(deps, async (tx) => {
    const balance = await accruePoints(tx, member, rates);
    const record = await insertPointsRecord(tx, {
      accountId: member.id,
      merchantId,
      kind: 'grant',
      amountMinor: 0n,
      pointsBefore: balance,
      changedPoints: input.points,
      balanceAfter: balance + input.points,
      remark: input.remark,
    });
    await setPointsBalance(tx, member.id, balance + input.points);
    await recordAudit(tx, actor, {
      action: 'promotion.points.grant',
      targetType: 'account',
      targetId: member.id,
      merchantId,
      before: { points: balance },
      after: { points: input.points, remark: input.remark, recordId: record.id },
    });
    return presentRecord(record);
  });
}
