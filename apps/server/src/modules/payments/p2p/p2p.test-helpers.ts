import { randomBytes } from 'node:crypto';
import type { PayeeAccount, WithdrawalOrder } from '@fortuna/contracts/payments';
import { PAYMENT_API } from '@fortuna/contracts/payments';
import { P2P_API, type P2pDeposit, type P2pWithdrawal } from '@fortuna/contracts/payments-p2p';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { paymentChannels } from '../../../db/schema/index';
import { DEMO_PAYMENT_PASSWORD } from '../../../seed/demo';
import { demoMerchant, fundedMember, get, markPayeeUsed, post } from '../payments.test-helpers';

export const MILLION = 100_000_000n; // ₫1,000,000.00 in minor units

/** A P2P channel of its own per test: matching never reaches another test's withdrawals. */
export async function newP2pChannel(app: FastifyInstance): Promise<number> {
  const merchant = await demoMerchant(app);
  const [row] = await app.db
    .insert(paymentChannels)
    .values({
      merchantId: merchant.id,
      code: `P2P_${randomBytes(4).toString('hex')}`,
      name: 'P2P test',
      type: 'p2p',
      direction: 'both',
      minAmountMinor: 10_000_000n,
      maxAmountMinor: 100n * MILLION,
    })
    .returning();
  if (!row) throw new Error('channel not inserted');
  return row.id;
}

/** A funded member with a bound withdrawal account, withdrawing `amount` by P2P on `channelId`. */
export async function p2pWithdrawer(
  app: FastifyInstance,
  channelId: number,
  amount: string,
  fundedMinor = 10n * MILLION,
) {
  const funded = await fundedMember(app, fundedMinor);
  const bound = await post<PayeeAccount>(
    app,
    PAYMENT_API.payeeAccounts,
    { payeeName: 'P2P PAYEE', bankName: 'ACB', accountNumber: '5551234567', paymentPassword: DEMO_PAYMENT_PASSWORD },
    funded.auth,
  );
  expect(bound.body.success).toBe(true);
  await markPayeeUsed(app, bound.body.value.id);
  const created = await post<WithdrawalOrder>(
    app,
    PAYMENT_API.withdrawals,
    { channelId, payeeAccountId: bound.body.value.id, amount, paymentPassword: DEMO_PAYMENT_PASSWORD },
    funded.auth,
  );
  expect(created.body.success, created.body.message).toBe(true);
  return { ...funded, withdrawal: created.body.value };
}

export async function p2pDeposit(
  app: FastifyInstance,
  auth: Record<string, string>,
  channelId: number,
  amount: string,
) {
  return post<P2pDeposit>(app, P2P_API.deposits, { channelId, amount }, auth);
}

export async function p2pView(app: FastifyInstance, auth: Record<string, string>, withdrawalId: number) {
  const view = await get<P2pWithdrawal>(app, P2P_API.withdrawal(withdrawalId), auth);
  expect(view.body.success, view.body.message).toBe(true);
  return view.body.value;
}

function multipart(data: Buffer) {
  const boundary = `----fortuna-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload<T>(app: FastifyInstance, url: string, auth: Record<string, string>, color = '#2980b9') {
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  const body = multipart(image);
  const response = await app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
  return response.json<{ success: boolean; code: string; value: T }>();
}

/** The depositor uploads a proof and marks the deposit paid. */
export async function payPart(app: FastifyInstance, auth: Record<string, string>, depositId: number) {
  const proof = await upload<P2pDeposit>(app, P2P_API.depositProofs(depositId), auth);
  expect(proof.success, proof.code).toBe(true);
  const paid = await post<P2pDeposit>(app, P2P_API.depositPaid(depositId), {}, auth);
  expect(paid.body.success, paid.body.message).toBe(true);
  return paid.body.value;
}
