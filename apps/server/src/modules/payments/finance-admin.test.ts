import type { DepositOrder, PaymentChannel, WithdrawalOrder } from '@fortuna/contracts/payments';
import { PAYMENT_API } from '@fortuna/contracts/payments';
import type {
  AdminDepositOrder,
  AdminPaymentChannel,
  DailyTotals,
  PaymentSettings,
} from '@fortuna/contracts/payments-admin';
import type { AuditEntry, Page } from '@fortuna/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo';
import { DEMO_CHANNEL_CODES } from '../../seed/payments';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import {
  channelByCode,
  demoMerchant,
  expectLedgerSound,
  financeAuth,
  fundedMember,
  get,
  markPayeeUsed,
  post,
  staffWithRole,
} from './payments.test-helpers';

async function put<T>(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const response = await app.inject({ method: 'PUT', url, payload, headers });
  return { status: response.statusCode, body: response.json<{ success: boolean; code: string; value: T }>() };
}

/** Today's date (yyyy-MM-dd) in a time zone. */
function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

describeEachDatabase('payments: finance back office', (use) => {
  it('finance adds and changes channels with limits and fees; members see only active ones; audited', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const finance = await financeAuth(app);
    const channel = {
      merchantId: merchant.id,
      code: 'BANK_TCB',
      name: 'Techcombank',
      type: 'bank_transfer',
      direction: 'deposit',
      minAmount: '50000',
      maxAmount: '1000000',
      feeBps: 50,
      feeFixed: '1000',
      bank: { bankName: 'Techcombank', accountName: 'FORTUNA', accountNumber: '190333', branch: 'HN' },
    };
    const created = await post<AdminPaymentChannel>(app, PAYMENT_API.admin.channels, channel, finance, null);
    expect(created.body.value).toMatchObject({
      code: 'BANK_TCB',
      status: 'active',
      feeBps: 50,
      feeFixed: { amountMinor: '100000' },
    });
    const duplicate = await post(app, PAYMENT_API.admin.channels, channel, finance, null);
    expect(duplicate.body.code).toBe('CONFLICT');
    const inverted = await post(
      app,
      PAYMENT_API.admin.channels,
      { ...channel, code: 'X1', minAmount: '2000000' },
      finance,
      null,
    );
    expect(inverted.body.code).toBe('VALIDATION_FAILED');

    const id = created.body.value.id;
    const disabled = await put<AdminPaymentChannel>(
      app,
      PAYMENT_API.admin.channel(id),
      { ...channel, status: 'disabled' },
      finance,
    );
    expect(disabled.body.value.status).toBe('disabled');
    const { auth } = await fundedMember(app);
    const seen = await get<PaymentChannel[]>(app, PAYMENT_API.channels, auth);
    expect(seen.body.value.map((row) => row.code)).not.toContain('BANK_TCB');
    const deposit = await post(app, PAYMENT_API.deposits, { channelId: id, amount: '60000' }, auth);
    expect(deposit.body.code).toBe('PAYMENT_CHANNEL_NOT_FOUND');

    const listed = await get<AdminPaymentChannel[]>(
      app,
      `${PAYMENT_API.admin.channels}?merchantId=${merchant.id}`,
      finance,
    );
    expect(listed.body.value.find((row) => row.code === DEMO_CHANNEL_CODES.gateway)?.hasGatewaySecret).toBe(true);
    const operator = await staffWithRole(app, 'operator');
    expect((await post(app, PAYMENT_API.admin.channels, { ...channel, code: 'OP' }, operator, null)).status).toBe(403);
    const audit = await get<Page<AuditEntry>>(
      app,
      '/api/admin/audit?action=payment.channel.update',
      await staffAuth(app),
    );
    expect(audit.body.value.list[0]?.targetId).toBe(String(id));
  });

  it('documents the member and back-office payment calls in OpenAPI', async () => {
    const { app } = use();
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        PAYMENT_API.channels,
        PAYMENT_API.deposits,
        '/wps/payment/deposits/{id}/proofs',
        PAYMENT_API.withdrawals,
        '/wps/payment/withdrawals/{id}/cancel',
        PAYMENT_API.gatewayCallback,
        '/api/admin/payments/withdrawals/{id}/approve',
        PAYMENT_API.admin.dailyTotals,
      ]),
    );
  });

  it('keeps the P2P auto-receipt minutes and the time zone as merchant settings', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const finance = await financeAuth(app);
    const initial = await get<PaymentSettings>(app, `${PAYMENT_API.admin.settings}?merchantId=${merchant.id}`, finance);
    expect(initial.body.value).toMatchObject({ timeZone: 'Asia/Ho_Chi_Minh', p2pAutoReceiptMinutes: 30 });
    const changed = await put<PaymentSettings>(
      app,
      PAYMENT_API.admin.settings,
      { merchantId: merchant.id, p2pAutoReceiptMinutes: 45 },
      finance,
    );
    expect(changed.body.value.p2pAutoReceiptMinutes).toBe(45);
    const badZone = await put(
      app,
      PAYMENT_API.admin.settings,
      { merchantId: merchant.id, timeZone: 'Mars/Olympus' },
      finance,
    );
    expect(badZone.body.code).toBe('VALIDATION_FAILED');
    const badMinutes = await put(
      app,
      PAYMENT_API.admin.settings,
      { merchantId: merchant.id, p2pAutoReceiptMinutes: 0 },
      finance,
    );
    expect(badMinutes.body.code).toBe('VALIDATION_FAILED');
  });

  it('filters the queues and sums credited deposits and paid withdrawals per day in the merchant’s time zone', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const finance = await financeAuth(app);
    const { member, auth } = await fundedMember(app, 100_000_000n);
    const bank = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
    const day = today('Asia/Ho_Chi_Minh');
    const before = await get<DailyTotals>(
      app,
      `${PAYMENT_API.admin.dailyTotals}?merchantId=${merchant.id}&fromDate=${day}&toDate=${day}`,
      finance,
    );

    const deposit = await post<DepositOrder>(app, PAYMENT_API.deposits, { channelId: bank.id, amount: '150000' }, auth);
    const queue = await get<Page<AdminDepositOrder>>(
      app,
      `${PAYMENT_API.admin.deposits}?merchantId=${merchant.id}&status=pending&member=${member.username}`,
      finance,
    );
    expect(queue.body.value.list.map((row) => row.id)).toEqual([deposit.body.value.id]);
    expect(queue.body.value.list[0]?.member.username).toBe(member.username);
    const future = await get<Page<AdminDepositOrder>>(
      app,
      `${PAYMENT_API.admin.deposits}?merchantId=${merchant.id}&from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`,
      finance,
    );
    expect(future.body.value.total).toBe(0);
    await post(app, PAYMENT_API.admin.depositApprove(deposit.body.value.id), {}, finance);

    const payee = await post<{ id: number }>(
      app,
      PAYMENT_API.payeeAccounts,
      { payeeName: 'P', bankName: 'ACB', accountNumber: '55554444', paymentPassword: DEMO_PAYMENT_PASSWORD },
      auth,
    );
    await markPayeeUsed(app, payee.body.value.id);
    const withdrawal = await post<WithdrawalOrder>(
      app,
      PAYMENT_API.withdrawals,
      {
        channelId: bank.id,
        payeeAccountId: payee.body.value.id,
        amount: '120000',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      auth,
    );
    await post(app, PAYMENT_API.admin.withdrawalApprove(withdrawal.body.value.id), {}, finance);

    const after = await get<DailyTotals>(
      app,
      `${PAYMENT_API.admin.dailyTotals}?merchantId=${merchant.id}&fromDate=${day}&toDate=${day}`,
      finance,
    );
    const [was, now] = [before.body.value.days[0], after.body.value.days[0]];
    if (!was || !now) throw new Error('no day');
    expect(after.body.value.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(now.date).toBe(day);
    expect(now.depositCount - was.depositCount).toBe(1);
    expect(BigInt(now.depositSum.amountMinor) - BigInt(was.depositSum.amountMinor)).toBe(15_000_000n);
    expect(now.withdrawalCount - was.withdrawalCount).toBe(1);
    expect(BigInt(now.withdrawalSum.amountMinor) - BigInt(was.withdrawalSum.amountMinor)).toBe(12_000_000n);
    const week = await get<DailyTotals>(
      app,
      `${PAYMENT_API.admin.dailyTotals}?merchantId=${merchant.id}&fromDate=2026-01-01&toDate=2026-01-07`,
      finance,
    );
    expect(week.body.value.days.map((row) => row.date)).toHaveLength(7);
    await expectLedgerSound(app);
  });
});
