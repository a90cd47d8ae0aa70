import { randomBytes } from 'node:crypto';
import {
  type DepositOrder,
  GATEWAY_SIGNATURE_HEADER,
  type GatewayCallback,
  type GatewayCallbackResult,
  PAYMENT_API,
} from '@fortuna/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { DEMO_CHANNEL_CODES, DEMO_GATEWAY_SECRET } from '../../../seed/payments';
import { describeEachDatabase } from '../../../test/test-app';
import {
  channelByCode,
  type Envelope,
  expectLedgerSound,
  financeAuth,
  fundedMember,
  get,
  post,
  walletOf,
} from '../payments.test-helpers';
import { signCallback } from './signature';

async function gatewayDeposit(app: FastifyInstance, auth: Record<string, string>, amount = '100000') {
  const channel = await channelByCode(app, DEMO_CHANNEL_CODES.gateway);
  const created = await post<DepositOrder>(app, PAYMENT_API.deposits, { channelId: channel.id, amount }, auth);
  expect(created.body.success).toBe(true);
  return created.body.value;
}

function callbackFor(order: DepositOrder, overrides: Partial<GatewayCallback> = {}): GatewayCallback {
  return {
    channelCode: DEMO_CHANNEL_CODES.gateway,
    orderNo: order.orderNo,
    tradeNo: `T${order.orderNo}`,
    amountMinor: order.amount.amountMinor,
    currency: order.currency,
    status: 'paid',
    timestamp: Math.floor(Date.now() / 1000),
    nonce: randomBytes(10).toString('hex'),
    ...overrides,
  };
}

async function sendCallback(app: FastifyInstance, callback: GatewayCallback, signature?: string) {
  const response = await app.inject({
    method: 'POST',
    url: PAYMENT_API.gatewayCallback,
    headers: { [GATEWAY_SIGNATURE_HEADER]: signature ?? signCallback(DEMO_GATEWAY_SECRET, callback) },
    payload: callback,
  });
  return { status: response.statusCode, body: response.json<Envelope<GatewayCallbackResult>>() };
}

describeEachDatabase('payments: gateway deposits', (use) => {
  it('the simulator’s hosted page pays: the signed callback credits the member once, less the 1% fee', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const order = await gatewayDeposit(app, auth, '100000');
    expect(order.payUrl).toBe(PAYMENT_API.gatewaySimPage(order.orderNo));
    expect(order.fee.amountMinor).toBe('100000');

    const page = await get<{ status: string; amount: { amount: string } }>(app, order.payUrl ?? '', {});
    expect(page.body.value).toMatchObject({ status: 'pending', amount: { amount: '100000.00' } });
    const paid = await post<GatewayCallbackResult>(app, PAYMENT_API.gatewaySimConfirm(order.orderNo), {}, {}, null);
    expect(paid.body.value).toEqual({ orderNo: order.orderNo, status: 'credited' });
    expect((await walletOf(app, member.id)).balance).toBe(9_900_000n);

    // The payer presses "pay" again: a new, validly signed callback for a credited order changes nothing.
    const again = await post<GatewayCallbackResult>(app, PAYMENT_API.gatewaySimConfirm(order.orderNo), {}, {}, null);
    expect(again.body.value.status).toBe('credited');
    expect((await walletOf(app, member.id)).balance).toBe(9_900_000n);
    const detail = await get<DepositOrder>(app, PAYMENT_API.deposit(order.id), auth);
    expect(detail.body.value).toMatchObject({ status: 'credited', payUrl: null });
    await expectLedgerSound(app);
  });

  it('a duplicate delivery of the same callback credits once; a failed payment credits nothing', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const order = await gatewayDeposit(app, auth);
    const callback = callbackFor(order);
    const [first, second] = await Promise.all([sendCallback(app, callback), sendCallback(app, callback)]);
    expect([first.body.value.status, second.body.value.status]).toEqual(['credited', 'credited']);
    const third = await sendCallback(app, callback);
    expect(third.body.value.status).toBe('credited');
    expect((await walletOf(app, member.id)).balance).toBe(9_900_000n);

    const failing = await gatewayDeposit(app, auth);
    const failed = await post<GatewayCallbackResult>(
      app,
      PAYMENT_API.gatewaySimConfirm(failing.orderNo),
      { outcome: 'failed' },
      {},
      null,
    );
    expect(failed.body.value.status).toBe('failed');
    const latePaid = await sendCallback(app, callbackFor(failing));
    expect(latePaid.body.code).toBe('ORDER_NOT_PENDING');
    expect((await walletOf(app, member.id)).balance).toBe(9_900_000n);
    await expectLedgerSound(app);
  });

  it('refuses forged callbacks: bad signature, wrong amount, wrong currency, stale, replayed nonce', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const order = await gatewayDeposit(app, auth);
    const good = callbackFor(order);

    const forged = await sendCallback(app, good, signCallback('not-the-secret-at-all', good));
    expect(forged).toMatchObject({ status: 401, body: { code: 'GATEWAY_SIGNATURE_INVALID' } });
    const unsigned = await app.inject({ method: 'POST', url: PAYMENT_API.gatewayCallback, payload: good });
    expect(unsigned.json<Envelope<null>>().code).toBe('GATEWAY_SIGNATURE_INVALID');
    // A valid signature over other fields than the ones sent.
    const tampered = await sendCallback(
      app,
      { ...good, amountMinor: '999999999' },
      signCallback(DEMO_GATEWAY_SECRET, good),
    );
    expect(tampered.body.code).toBe('GATEWAY_SIGNATURE_INVALID');
    const otherChannel = await sendCallback(app, callbackFor(order, { channelCode: DEMO_CHANNEL_CODES.bank }));
    expect(otherChannel.body.code).toBe('GATEWAY_SIGNATURE_INVALID');

    const wrongAmount = await sendCallback(app, callbackFor(order, { amountMinor: '1' }));
    expect(wrongAmount.body.code).toBe('GATEWAY_AMOUNT_MISMATCH');
    const wrongCurrency = await sendCallback(app, callbackFor(order, { currency: 'USD' }));
    expect(wrongCurrency.body.code).toBe('GATEWAY_CURRENCY_MISMATCH');
    const stale = await sendCallback(app, callbackFor(order, { timestamp: Math.floor(Date.now() / 1000) - 3600 }));
    expect(stale.body.code).toBe('GATEWAY_CALLBACK_STALE');
    expect((await walletOf(app, member.id)).balance).toBe(0n);

    const failedFirst = callbackFor(order, { status: 'failed' });
    expect((await sendCallback(app, failedFirst)).body.value.status).toBe('failed');
    // The same nonce again, now claiming "paid" (validly signed): a replay, refused.
    const replayed = await sendCallback(app, { ...failedFirst, status: 'paid' });
    expect(replayed.body.code).toBe('GATEWAY_CALLBACK_REPLAYED');
    expect((await walletOf(app, member.id)).balance).toBe(0n);

    const finance = await financeAuth(app);
    const other = await gatewayDeposit(app, auth);
    const approve = await post(app, PAYMENT_API.admin.depositApprove(other.id), {}, finance);
    expect(approve.body.code).toBe('DEPOSIT_CREDITED_BY_GATEWAY');
    await expectLedgerSound(app);
  });
});
