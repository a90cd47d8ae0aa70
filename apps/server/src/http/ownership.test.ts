import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { PAYMENT_API } from '@fortuna/contracts/payment-paths';
import type { DepositOrder, PayeeAccount } from '@fortuna/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { channelByCode, fundedMember, get, post } from '../modules/payments/payments.test-helpers';
import { DEMO_PAYMENT_PASSWORD } from '../seed/demo';
import { DEMO_CHANNEL_CODES } from '../seed/payments';
import { createMember } from '../test/accounts';
import { memberAuth } from '../test/member-login';
import { describeEachDatabase } from '../test/test-app';

/** Another member's id is answered as if it did not exist (404), as an envelope. */
async function expectRefused(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
) {
  const response = await app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
  expect(response.json()).toMatchObject({ success: false, value: null });
}

describeEachDatabase("another owner's orders, accounts and team", (use) => {
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

  it("refuses an agent the downlines of an account in another agent's team", async () => {
    const { app } = use();
    const agent = await createMember(app, { type: ACCOUNT_TYPE.AGENT });
    const subAgent = await createMember(app, { type: ACCOUNT_TYPE.AGENT, uplineId: agent.id });
    const otherAgent = await createMember(app, { type: ACCOUNT_TYPE.AGENT });
    const url = `/wps/agent/downlines?parentId=${subAgent.id}&from=2026-01-01&to=2026-01-31`;

    const own = await app.inject({ method: 'GET', url, headers: await memberAuth(app, agent.username) });
    expect(own.json(), own.body).toMatchObject({ success: true });
    const other = await app.inject({ method: 'GET', url, headers: await memberAuth(app, otherAgent.username) });
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.json()).toMatchObject({ success: false, code: 'NOT_A_DOWNLINE', value: null });
  });
});
