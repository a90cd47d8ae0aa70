import type { Goods, RedeemInput, RedeemOrder } from '@fortuna/contracts/points';
import type { Language } from '@fortuna/contracts/system';
import { AppError } from '../../http/app-error';
import type { MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { assertRealMoneyAccount } from '../payments/real-money-guard';
import type { PromoDeps } from '../promotions/promotions.service';
import type { AccountRow } from '../sessions/sessions.repo';
import { checkPaymentPassword } from '../sessions/sessions.service';
import { insertPointsRecord, lifetimeValidBet, pointsRatesOf, setPointsBalance } from './points.repo';
import { accruePoints } from './points-accrual';
import { findGoods, findGoodsById, findMemberOrders, findOrderByKey, insertOrder, takeStock } from './points-mall.repo';
import { orderReference, presentGoods, presentOrder } from './points-present';

/** The merchant's goods on offer (paused goods are hidden; sold-out goods show with stock 0). */
export async function rewardList(deps: PromoDeps, merchantId: number, language: Language): Promise<Goods[]> {
  return (await findGoods(deps.db, merchantId, true)).map((row) => presentGoods(row, language));
}

export async function redeemList(deps: PromoDeps, member: AccountRow, language: Language): Promise<RedeemOrder[]> {
  return (await findMemberOrders(deps.db, member.id)).map((row) => presentOrder(row, language));
}

/**
 * Redeems an item for points (payment password). In one transaction: the member's points row is locked (and
 * accrued), the stock taken by a conditional update (the last item goes to one redeem only), the points taken,
 * the order (in process) and the points record written. Any refusal leaves points and stock as they were. The
 * Idempotency-Key is stored on the order: a repeat answers the first order.
 */
export async function redeemGoods(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  input: RedeemInput,
  idempotencyKey: string,
  language: Language,
): Promise<RedeemOrder> {
  assertRealMoneyAccount(member);
  await checkPaymentPassword(member, input.paymentPassword);
  const earlier = await findOrderByKey(deps.db, member.id, idempotencyKey);
  if (earlier) return presentOrder(earlier, language);
  const goods = await findGoodsById(deps.db, input.goodsId);
  if (!goods || goods.merchantId !== merchant.id || goods.status !== 'active') {
    throw new AppError('POINTS_GOODS_NOT_FOUND');
  }
  if (goods.kind === 'physical' && !input.shipping) throw new AppError('POINTS_SHIPPING_REQUIRED');
  if (goods.amountRequiredMinor > 0n && (await lifetimeValidBet(deps.db, member.id)) < goods.amountRequiredMinor) {
    throw new AppError('POINTS_AMOUNT_REQUIREMENT');
  }
  const rates = await pointsRatesOf(deps.db, merchant.id);
  const order = await inLedgerTransaction(deps, async (tx) => {
    const balance = await accruePoints(tx, member, rates);
    const repeat = await findOrderByKey(tx, member.id, idempotencyKey);
    if (repeat) return repeat;
    const points = goods.pointsRequired * input.quantity;
    if (balance < points) throw new AppError('POINTS_NOT_ENOUGH');
    const taken = await takeStock(tx, merchant.id, goods.id, input.quantity);
    if (!taken) throw new AppError('POINTS_OUT_OF_STOCK');
    const row = await insertOrder(tx, {
      merchantId: merchant.id,
      accountId: member.id,
      goodsId: goods.id,
      names: taken.names,
      kind: taken.kind,
      quantity: input.quantity,
      pointsTotal: points,
      amountRequiredMinor: taken.amountRequiredMinor,
      shipping: taken.kind === 'physical' ? (input.shipping ?? null) : null,
      idempotencyKey,
    });
    await insertPointsRecord(tx, {
      accountId: member.id,
      merchantId: merchant.id,
      kind: 'redeem',
      amountMinor: taken.amountRequiredMinor,
      pointsBefore: balance,
      changedPoints: -points,
      balanceAfter: balance - points,
      remark: orderReference(row.id),
      status: 'in_process',
      orderId: row.id,
    });
    await setPointsBalance(tx, member.id, balance - points);
    return row;
  });
  return presentOrder(order, language);
}
