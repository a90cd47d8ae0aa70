import {
  type AdminRedeemOrder,
  type ConvertResult,
  type Goods,
  type GoodsInput,
  POINTS_API,
  type PointsBalance,
  type PointsRecord,
  type RedeemOrder,
} from '@fortuna/contracts/points';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { promoPointsGoods, promoPointsRecords } from '../../db/schema/index';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo';
import { encryptBody } from '../../test/encrypted-body';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import {
  demoMerchant,
  expectLedgerSound,
  fundedMember,
  get,
  newKey,
  post,
  settledRound,
  staffWithRole,
  walletOf,
} from '../payments/payments.test-helpers';
import { accrueNow } from './points.service';
import { pointsEarned } from './points-rates';

type Auth = Record<string, string>;
const PER_POINT = 1_000_000n; // 10,000.00 of valid bet per point (the default rate)

const balanceOf = async (app: FastifyInstance, auth: Auth) =>
  (await get<PointsBalance>(app, POINTS_API.balance, auth)).body.value?.balance;
const recordsOf = async (app: FastifyInstance, auth: Auth) =>
  (await get<PointsRecord[]>(app, POINTS_API.records, auth)).body.value ?? [];

const ITEM: GoodsInput = {
  names: { EN: 'Phone', TY: 'Điện thoại' },
  imageUrl: '',
  kind: 'physical',
  stock: 5,
  pointsRequired: 10,
  amountRequired: '0',
  status: 'active',
  sort: 0,
};
const SHIPPING = { name: 'Nguyen Van A', phone: '0912345678', address: '1 Le Loi, District 1, HCMC' };

async function addGoods(app: FastifyInstance, input: Partial<GoodsInput> = {}): Promise<Goods> {
  const merchant = await demoMerchant(app);
  const response = await app.inject({
    method: 'POST',
    url: `${POINTS_API.admin.goods}?merchantId=${merchant.id}`,
    headers: await staffWithRole(app, 'operator'),
    payload: { ...ITEM, ...input },
  });
  const body = response.json();
  expect(body.success).toBe(true);
  return body.value;
}

const redeem = (app: FastifyInstance, auth: Auth, body: Record<string, unknown>, key = newKey()) =>
  post<RedeemOrder>(
    app,
    `${POINTS_API.redeem}?language=TY`,
    { quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD, shipping: SHIPPING, ...body },
    auth,
    key,
  );

async function stockOf(app: FastifyInstance, id: number): Promise<number> {
  const [row] = await app.db.select().from(promoPointsGoods).where(eq(promoPointsGoods.id, id));
  return row?.stock ?? -1;
}

/** A member with `points` points earned by valid bet (settled rounds at the default rate). */
async function memberWithPoints(app: FastifyInstance, points: bigint) {
  const funded = await fundedMember(app);
  if (points > 0n) await settledRound(app, funded.member.id, points * PER_POINT);
  return funded;
}

async function decide(app: FastifyInstance, id: number, payload: unknown, auth?: Auth) {
  const response = await app.inject({
    method: 'POST',
    url: POINTS_API.admin.decision.replace(':id', String(id)),
    headers: auth ?? (await staffWithRole(app, 'operator')),
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() };
}

it('points earned: whole points of valid bet since the mark at the area’s rate; the remainder waits', () => {
  const earned = pointsEarned(
    [
      { gameType: 'RNG', validBetMinor: 2_500_000n, accruedValidBetMinor: 0n },
      { gameType: 'LIVE', validBetMinor: 900n, accruedValidBetMinor: 0n },
      { gameType: 'FISH', validBetMinor: 5_000_000n, accruedValidBetMinor: 0n },
    ],
    { RNG: 1_000_000n, LIVE: 1_000n },
  );
  expect(earned).toEqual([{ gameType: 'RNG', validBetMinor: 2_000_000n, points: 2, newMarkMinor: 2_000_000n }]);
});

describeEachDatabase('points and the points mall', (use) => {
  it('accrues valid bet at the merchant’s rate per area, exactly once when accrued twice and concurrently', async () => {
    const { app } = use();
    const { member, merchant, auth } = await fundedMember(app);
    const saved = await app.inject({
      method: 'PUT',
      url: `${POINTS_API.admin.settings}?merchantId=${merchant.id}`,
      headers: await staffWithRole(app, 'operator'),
      payload: { rates: { RNG: '5000' }, convertPerPoint: '10' },
    });
    expect(saved.json().success).toBe(true);
    await settledRound(app, member.id, 1_250_000n); // 12,500.00 → 2 points at 5,000 per point
    // Ten accruals at once (as calls on two nodes would), then the balance read again: earned once.
    await Promise.all(Array.from({ length: 10 }, () => accrueNow(app, member)));
    expect(await balanceOf(app, auth)).toBe(2);
    expect(await balanceOf(app, auth)).toBe(2);
    await settledRound(app, member.id, 750_000n); // with the 2,500.00 remainder: 10,000.00 → 2 more
    await Promise.all([balanceOf(app, auth), balanceOf(app, auth), accrueNow(app, member)]);
    const records = await recordsOf(app, auth);
    expect(records.map((row) => [row.kind, row.gameType, row.changedPoints, row.balance])).toEqual([
      ['earn', 'RNG', 2, 4],
      ['earn', 'RNG', 2, 2],
    ]);
    expect(records[0]).toMatchObject({ points: 2, amount: { amountMinor: '1000000' }, status: 'completed' });
    const config = await get<{ rates: unknown[] }>(app, POINTS_API.config, auth);
    expect(config.body.value?.rates).toEqual([
      { gameType: 'RNG', validBetPerPoint: { amount: '5000.00', amountMinor: '500000' } },
    ]);
    // Back to the default rates for the other tests.
    await app.inject({
      method: 'PUT',
      url: `${POINTS_API.admin.settings}?merchantId=${merchant.id}`,
      headers: await staffWithRole(app, 'operator'),
      payload: {
        rates: Object.fromEntries(
          ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'].map((t) => [t, '10000']),
        ),
        convertPerPoint: '10',
      },
    });
  });

  it('points never expire: points earned a year ago are still there after later periods', async () => {
    const { app } = use();
    const { member, auth } = await memberWithPoints(app, 3n);
    expect(await balanceOf(app, auth)).toBe(3);
    const yearAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await app.db
      .update(promoPointsRecords)
      .set({ createdAt: yearAgo })
      .where(eq(promoPointsRecords.accountId, member.id));
    await settledRound(app, member.id, 2n * PER_POINT);
    expect(await balanceOf(app, auth)).toBe(5);
    expect((await recordsOf(app, auth)).map((row) => row.balance)).toEqual([5, 3]);
  });

  it('redeem: a wrong payment password, missing shipping, too few points, out of stock are refused and change nothing', async () => {
    const { app } = use();
    const { auth } = await memberWithPoints(app, 25n);
    const goods = await addGoods(app, { stock: 1 });
    const wrong = await redeem(app, auth, { goodsId: goods.id, paymentPassword: '999999' });
    expect(wrong.body.code).toBe('WRONG_PAYMENT_PASSWORD');
    const noShipping = await redeem(app, auth, { goodsId: goods.id, shipping: undefined });
    expect(noShipping.body.code).toBe('POINTS_SHIPPING_REQUIRED');
    const tooMany = await redeem(app, auth, { goodsId: goods.id, quantity: 3 });
    expect(tooMany.body.code).toBe('POINTS_NOT_ENOUGH');
    expect(await balanceOf(app, auth)).toBe(25);
    expect(await stockOf(app, goods.id)).toBe(1);
    expect((await get<RedeemOrder[]>(app, POINTS_API.redeems, auth)).body.value).toEqual([]);

    const first = await redeem(app, auth, { goodsId: goods.id });
    expect(first.body.value).toMatchObject({
      status: 'in_process',
      name: 'Điện thoại',
      quantity: 1,
      pointsRequired: 10,
    });
    const soldOut = await redeem(app, auth, { goodsId: goods.id });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.code).toBe('POINTS_OUT_OF_STOCK');
    expect(await balanceOf(app, auth)).toBe(15);
    expect(await stockOf(app, goods.id)).toBe(0);
  });

  it('ten members redeeming the last item at once: one succeeds, stock stays at 0', async () => {
    const { app } = use();
    const goods = await addGoods(app, { stock: 1, kind: 'virtual' });
    const members = await Promise.all(Array.from({ length: 10 }, () => memberWithPoints(app, 10n)));
    const answers = await Promise.all(members.map(({ auth }) => redeem(app, auth, { goodsId: goods.id })));
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'POINTS_OUT_OF_STOCK')).toHaveLength(9);
    expect(await stockOf(app, goods.id)).toBe(0);
    const balances = await Promise.all(members.map(({ auth }) => balanceOf(app, auth)));
    expect(balances.sort()).toEqual([0, ...Array(9).fill(10)]);
  });

  it('a repeated redeem key answers the first order; the encrypted call works', async () => {
    const { app } = use();
    const { auth } = await memberWithPoints(app, 30n);
    const goods = await addGoods(app, { stock: 10 });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(app, auth, { goodsId: goods.id }, key)));
    expect(new Set(answers.map((answer) => answer.body.value?.id)).size).toBe(1);
    expect(await balanceOf(app, auth)).toBe(20);
    const transport = (await app.inject({ method: 'GET', url: '/wps/crypto/publicKey' })).json<{ value: never }>();
    const payload = await encryptBody(transport.value, {
      goodsId: goods.id,
      quantity: 1,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      shipping: SHIPPING,
    });
    const encrypted = await post<RedeemOrder>(app, POINTS_API.redeem, payload, auth);
    expect(encrypted.body.success).toBe(true);
    expect(await balanceOf(app, auth)).toBe(10);
  });

  it('staff reject with a reason: points and stock return once; fulfilled orders show approved', async () => {
    const { app } = use();
    const { auth } = await memberWithPoints(app, 20n);
    const goods = await addGoods(app, { stock: 3 });
    const one = (await redeem(app, auth, { goodsId: goods.id })).body.value;
    const two = (await redeem(app, auth, { goodsId: goods.id })).body.value;
    if (!one || !two) throw new Error('redeem failed');
    expect(await balanceOf(app, auth)).toBe(0);
    const operator = await staffWithRole(app, 'operator');
    const rejections = await Promise.all(
      Array.from({ length: 5 }, () => decide(app, one.id, { approve: false, reason: 'Address unreachable' }, operator)),
    );
    expect(rejections.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(rejections.filter((answer) => answer.body.code === 'POINTS_ORDER_DECIDED')).toHaveLength(4);
    expect((await decide(app, two.id, { approve: true }, operator)).body.value.status).toBe('approved');
    expect((await decide(app, two.id, { approve: false, reason: 'late' }, operator)).body.code).toBe(
      'POINTS_ORDER_DECIDED',
    );
    expect(await balanceOf(app, auth)).toBe(10);
    expect(await stockOf(app, goods.id)).toBe(2);
    const orders = (await get<RedeemOrder[]>(app, POINTS_API.redeems, auth)).body.value ?? [];
    expect(orders.map((order) => [order.id, order.status, order.reason])).toEqual([
      [two.id, 'approved', ''],
      [one.id, 'rejected', 'Address unreachable'],
    ]);
    const kinds = (await recordsOf(app, auth)).map((row) => `${row.kind}:${row.changedPoints}:${row.status}`);
    expect(kinds).toEqual(['refund:10:completed', 'redeem:-10:approved', 'redeem:-10:rejected', 'earn:20:completed']);
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=promotion.points.order.reject',
      headers: await staffAuth(app),
    });
    expect(JSON.stringify(audit.json())).toContain('promotion.points.order.reject');
  });

  it('convert: points to main-wallet balance at the rate, once per key even sent at once; wrong password refused', async () => {
    const { app } = use();
    const { member, auth } = await memberWithPoints(app, 50n);
    const convert = (points: number, key: string, paymentPassword = DEMO_PAYMENT_PASSWORD) =>
      post<ConvertResult>(app, POINTS_API.convert, { points, paymentPassword }, auth, key);
    expect((await convert(10, newKey(), '000000')).body.code).toBe('WRONG_PAYMENT_PASSWORD');
    expect((await convert(51, newKey())).body.code).toBe('POINTS_NOT_ENOUGH');
    expect(await balanceOf(app, auth)).toBe(50);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => convert(20, key)));
    expect(answers.every((answer) => answer.body.success)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.value?.record.id)).size).toBe(1);
    expect(answers[0]?.body.value?.amount.amountMinor).toBe('20000'); // 20 points × 10.00
    expect(await balanceOf(app, auth)).toBe(30);
    expect((await walletOf(app, member.id)).balance).toBe(20_000n);
    await expectLedgerSound(app);
  });

  it('a member sees only their own records; staff roles as the authorization table says', async () => {
    const { app } = use();
    const owner = await memberWithPoints(app, 2n);
    const other = await fundedMember(app);
    const [record] = await recordsOf(app, owner.auth);
    if (!record) throw new Error('no record');
    const path = POINTS_API.record.replace(':id', String(record.id));
    expect((await get<PointsRecord>(app, path, owner.auth)).body.value?.id).toBe(record.id);
    expect((await get<PointsRecord>(app, path, other.auth)).body.code).toBe('POINTS_RECORD_NOT_FOUND');
    expect(await recordsOf(app, other.auth)).toEqual([]);

    const merchant = await demoMerchant(app);
    const support = await staffWithRole(app, 'support');
    const orders = await get<AdminRedeemOrder[]>(app, `${POINTS_API.admin.orders}?merchantId=${merchant.id}`, support);
    expect(orders.body.success).toBe(true);
    const refused = await app.inject({
      method: 'POST',
      url: `${POINTS_API.admin.goods}?merchantId=${merchant.id}`,
      headers: support,
      payload: ITEM,
    });
    expect(refused.statusCode).toBe(403);
    const grant = await post<PointsRecord>(
      app,
      `${POINTS_API.admin.grant}?merchantId=${merchant.id}`,
      { username: other.member.username, points: 7, remark: 'Goodwill' },
      await staffWithRole(app, 'operator'),
    );
    expect(grant.body.value).toMatchObject({ kind: 'grant', changedPoints: 7, balance: 7, remark: 'Goodwill' });
    expect(await balanceOf(app, other.auth)).toBe(7);
  });
});
