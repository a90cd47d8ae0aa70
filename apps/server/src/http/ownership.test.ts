import { PAYMENT_API } from '@fortuna/contracts/payment-paths';
import type { DepositOrder, PayeeAccount } from '@fortuna/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { channelByCode, fundedMember, get, post } from '../modules/payments/payments.test-helpers';
import { DEMO_PAYMENT_PASSWORD } from '../seed/demo';
import { DEMO_CHANNEL_CODES } from '../seed/payments';
import { describeEachDatabase } from '../test/test-app';

/** Another member's id is refused (403, or 404 telling nothing about it), as an envelope. */
async function expectRefused(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
) {
  const response = await app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
  expect([403, 404], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
  expect(response.json()).toMatchObject({ success: false, value: null });
}

describeEachDatabase("another member's orders and accounts", (use) => {
  it("refuses a member another member's deposit and payee account, and leaves them as they were", async () => {
    const { app } = use();
    const owner = await fundedMember(app);
    const other = await fundedMember(app);
    const channel = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
    const deposit = await post<DepositOrder>(
      app,
      PAYMENT_API.deposits,
      { channelId: channel.id, amount: '250000', payerName: 'A' },
      owner.auth,
    );
    const payee = await post<PayeeAccount>(
      app,
      PAYMENT_API.payeeAccounts,
      { payeeName: 'OWNER', bankName: 'ACB', accountNumber: '0123456789', paymentPassword: DEMO_PAYMENT_PASSWORD },
      owner.auth,
    );
    const depositId = deposit.body.value.id;
    const payeeId = payee.body.value.id;

    await expectRefused(app, 'GET', PAYMENT_API.deposit(depositId), other.auth);
    await expectRefused(app, 'POST', PAYMENT_API.depositCancel(depositId), other.auth);
    await expectRefused(app, 'DELETE', PAYMENT_API.payeeAccount(payeeId), other.auth);

    const stillThere = await get<DepositOrder>(app, PAYMENT_API.deposit(depositId), owner.auth);
    expect(stillThere.body.value.status).toBe(deposit.body.value.status);
    const payees = await get<PayeeAccount[]>(app, PAYMENT_API.payeeAccounts, owner.auth);
    expect(payees.body.value.map((account) => account.id)).toContain(payeeId);
    const othersPayees = await get<PayeeAccount[]>(app, PAYMENT_API.payeeAccounts, other.auth);
    expect(othersPayees.body.value).toEqual([]);
  });
});
