import type { PayeeAccount, WageringStatus, WithdrawalOrder } from '@fortuna/contracts/payments';
import { PAYMENT_API } from '@fortuna/contracts/payments';
import type { AdminWithdrawalOrder, GrantBonusResult } from '@fortuna/contracts/payments-admin';
import type { Page } from '@fortuna/contracts/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo';
import { DEMO_CHANNEL_CODES } from '../../seed/payments';
import { latestSmsCode } from '../../test/accounts';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import type { LedgerResult } from '../ledger/ledger.types';
import { sealTotpSecret } from '../profile/totp';
import {
  channelByCode,
  expectLedgerSound,
  financeAuth,
  fundedMember,
  get,
  markPayeeUsed,
  newKey,
  post,
  settledRound,
  staffWithRole,
  walletOf,
} from './payments.test-helpers';

const MILLION = 100_000_000n; // ₫1,000,000.00 in minor units

/** Binds an account; unless `asNew`, it is then marked as already paid out to (no second factor asked). */
async function bindAccount(
  app: FastifyInstance,
  auth: Record<string, string>,
  accountNumber = '0123456789',
  { asNew = false } = {},
) {
  const bound = await post<PayeeAccount>(
    app,
    PAYMENT_API.payeeAccounts,
    { payeeName: 'TEST PAYEE', bankName: 'ACB', accountNumber, paymentPassword: DEMO_PAYMENT_PASSWORD },
    auth,
  );
  expect(bound.body.success).toBe(true);
  if (!asNew) await markPayeeUsed(app, bound.body.value.id);
  return { ...bound.body.value, isNew: asNew };
}

async function withdraw(
  app: FastifyInstance,
  auth: Record<string, string>,
  payeeAccountId: number,
  amount: string,
  extra: Record<string, unknown> = {},
  key = newKey(),
) {
  const channel = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
  return post<WithdrawalOrder>(
    app,
    PAYMENT_API.withdrawals,
    { channelId: channel.id, payeeAccountId, amount, paymentPassword: DEMO_PAYMENT_PASSWORD, ...extra },
    auth,
    key,
  );
}

/** A funded member with one bound (and already used, so no longer new) withdrawal account. */
async function readyMember(app: FastifyInstance, fundedMinor = MILLION) {
  const funded = await fundedMember(app, fundedMinor);
  const payee = await bindAccount(app, funded.auth);
  return { ...funded, payee };
}

describeEachDatabase('payments: withdrawals', (use) => {
  it('holds the amount at request; finance pays (posts the hold) and a paid withdrawal never comes back', async () => {
    const { app } = use();
    const { member, auth, payee } = await readyMember(app);
    expect(payee).toMatchObject({ accountNumberMasked: '******6789' });
    const key = newKey();
    const created = await withdraw(app, auth, payee.id, '300000', {}, key);
    expect(created.body.value).toMatchObject({ status: 'pending', amount: { amountMinor: '30000000' } });
    expect(await walletOf(app, member.id)).toEqual({ balance: MILLION, held: 30_000_000n, available: 70_000_000n });
    const replay = await withdraw(app, auth, payee.id, '300000', {}, key);
    expect(replay.body.value.id).toBe(created.body.value.id);
    expect((await walletOf(app, member.id)).held).toBe(30_000_000n);

    const finance = await financeAuth(app);
    const paid = await post<AdminWithdrawalOrder>(
      app,
      PAYMENT_API.admin.withdrawalApprove(created.body.value.id),
      {},
      finance,
    );
    expect(paid.body.value).toMatchObject({ status: 'paid', payeeAccountNumber: '0123456789' });
    expect(await walletOf(app, member.id)).toEqual({ balance: 70_000_000n, held: 0n, available: 70_000_000n });

    const cancel = await post(app, PAYMENT_API.withdrawalCancel(created.body.value.id), {}, auth);
    expect(cancel.body.code).toBe('ORDER_NOT_PENDING');
    const reject = await post(app, PAYMENT_API.admin.withdrawalReject(created.body.value.id), { reason: 'x' }, finance);
    expect(reject.body.code).toBe('ORDER_ALREADY_DECIDED');
    expect((await walletOf(app, member.id)).balance).toBe(70_000_000n);
    await expectLedgerSound(app);
  });

  it('tells the ledger’s listeners (balance sockets) of the hold after the commit', async () => {
    const { app } = use();
    const { member, auth, payee } = await readyMember(app);
    const heard: LedgerResult[] = [];
    app.ledger.onApplied((result) => heard.push(result));
    const created = await withdraw(app, auth, payee.id, '100000');
    expect(created.body.success).toBe(true);
    const main = await walletOf(app, member.id);
    expect(main.available).toBe(MILLION - 10_000_000n);
    expect(
      heard.some((result) => result.transfers.some((transfer) => transfer.debitAvailableAfter === main.available)),
    ).toBe(true);
  });

  it('rejection releases exactly the hold; the member may cancel only while pending', async () => {
    const { app } = use();
    const { member, auth, payee } = await readyMember(app);
    const first = await withdraw(app, auth, payee.id, '123456.78');
    const second = await withdraw(app, auth, payee.id, '200000');
    expect((await walletOf(app, member.id)).held).toBe(12_345_678n + 20_000_000n);

    const finance = await financeAuth(app);
    const rejected = await post<AdminWithdrawalOrder>(
      app,
      PAYMENT_API.admin.withdrawalReject(first.body.value.id),
      { reason: 'Payee name does not match' },
      finance,
    );
    expect(rejected.body.value).toMatchObject({ status: 'rejected', reason: 'Payee name does not match' });
    expect(await walletOf(app, member.id)).toEqual({ balance: MILLION, held: 20_000_000n, available: 80_000_000n });

    const cancelKey = newKey();
    const cancelled = await post<WithdrawalOrder>(
      app,
      PAYMENT_API.withdrawalCancel(second.body.value.id),
      {},
      auth,
      cancelKey,
    );
    expect(cancelled.body.value.status).toBe('cancelled');
    const again = await post<WithdrawalOrder>(
      app,
      PAYMENT_API.withdrawalCancel(second.body.value.id),
      {},
      auth,
      cancelKey,
    );
    expect(again.body.value.status).toBe('cancelled');
    expect(await walletOf(app, member.id)).toEqual({ balance: MILLION, held: 0n, available: MILLION });
    const late = await post(app, PAYMENT_API.admin.withdrawalApprove(second.body.value.id), {}, finance);
    expect(late.body.code).toBe('ORDER_ALREADY_DECIDED');
    await expectLedgerSound(app);
  });

  it('refuses more than the available balance, a wrong payment password and amounts outside the limits', async () => {
    const { app } = use();
    const { member, auth, payee } = await readyMember(app);
    await withdraw(app, auth, payee.id, '600000');
    const over = await withdraw(app, auth, payee.id, '400000.01');
    expect(over.body.code).toBe('INSUFFICIENT_FUNDS');
    const wrongPassword = await withdraw(app, auth, payee.id, '100000', { paymentPassword: '000000' });
    expect(wrongPassword.body.code).toBe('WRONG_PAYMENT_PASSWORD');
    expect((await withdraw(app, auth, payee.id, '99999')).body.code).toBe('AMOUNT_BELOW_MINIMUM');
    const gateway = await channelByCode(app, DEMO_CHANNEL_CODES.gateway);
    const depositOnly = await post(
      app,
      PAYMENT_API.withdrawals,
      { channelId: gateway.id, payeeAccountId: payee.id, amount: '100000', paymentPassword: DEMO_PAYMENT_PASSWORD },
      auth,
    );
    expect(depositOnly.body.code).toBe('PAYMENT_CHANNEL_NOT_FOUND');
    expect(await walletOf(app, member.id)).toEqual({ balance: MILLION, held: 60_000_000n, available: 40_000_000n });
    const list = await get<Page<WithdrawalOrder>>(app, PAYMENT_API.withdrawals, auth);
    expect(list.body.value.total).toBe(1);
    await expectLedgerSound(app);
  });

  it('unmet bonus wagering refuses a withdrawal until settled bets reach it', async () => {
    const { app } = use();
    const { member, merchant, auth, payee } = await readyMember(app, 0n);
    const granted = await post<GrantBonusResult>(
      app,
      PAYMENT_API.admin.bonuses,
      { merchantId: merchant.id, accountId: member.id, amount: '500000', wageringMultiple: 3 },
      await financeAuth(app),
    );
    expect(granted.body.value.requiredTurnover.amountMinor).toBe('150000000');
    expect((await walletOf(app, member.id)).balance).toBe(50_000_000n);

    const refused = await withdraw(app, auth, payee.id, '200000');
    expect(refused.body.code).toBe('WAGERING_NOT_MET');
    await settledRound(app, member.id, 100_000_000n);
    const status = await get<WageringStatus>(app, PAYMENT_API.wagering, auth);
    expect(status.body.value).toMatchObject({ isMet: false, remaining: { amountMinor: '50000000' } });
    expect((await withdraw(app, auth, payee.id, '200000')).body.code).toBe('WAGERING_NOT_MET');

    await settledRound(app, member.id, 50_000_000n);
    const allowed = await withdraw(app, auth, payee.id, '200000');
    expect(allowed.body.value.status).toBe('pending');
    expect((await get<WageringStatus>(app, PAYMENT_API.wagering, auth)).body.value.isMet).toBe(true);
    await expectLedgerSound(app);
  });

  it('a bound account starts new; without an authenticator its first withdrawal needs a code sent by SMS', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app, MILLION);
    const fresh = await post<PayeeAccount>(
      app,
      PAYMENT_API.payeeAccounts,
      { payeeName: 'TEST PAYEE', bankName: 'ACB', accountNumber: '1122334455', paymentPassword: DEMO_PAYMENT_PASSWORD },
      auth,
    );
    expect(fresh.body.value.isNew).toBe(true);
    // Neither an authenticator nor a mobile: no fresh factor can be had, so no withdrawal to a new account.
    const unavailable = await withdraw(app, auth, fresh.body.value.id, '100000');
    expect(unavailable.body.code).toBe('SECOND_FACTOR_UNAVAILABLE');
    expect((await walletOf(app, member.id)).held).toBe(0n);

    await app.db
      .update(accounts)
      .set({ mobileDialingCode: '84', mobileNumber: '912300111' })
      .where(eq(accounts.id, member.id));
    const asked = await withdraw(app, auth, fresh.body.value.id, '100000');
    expect(asked.body).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      value: { method: 'sms', maskedMobile: expect.stringContaining('111') },
    });
    expect((await walletOf(app, member.id)).held).toBe(0n);
    const wrong = await withdraw(app, auth, fresh.body.value.id, '100000', { secondFactorCode: '000000' });
    expect(wrong.body.success).toBe(false);
    expect((await walletOf(app, member.id)).held).toBe(0n);
    const code = await latestSmsCode(app, '+84912300111');
    const done = await withdraw(app, auth, fresh.body.value.id, '100000', { secondFactorCode: code });
    expect(done.body.value.status).toBe('pending');
    // The code is used up, and the account is no longer new.
    const accountsList = await get<PayeeAccount[]>(app, PAYMENT_API.payeeAccounts, auth);
    expect(accountsList.body.value[0]?.isNew).toBe(false);
    expect((await withdraw(app, auth, fresh.body.value.id, '100000')).body.value.status).toBe('pending');
    await expectLedgerSound(app);
  });

  it('the first withdrawal to a new account needs a fresh authenticator code when the member uses one', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app, MILLION);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await app.db
      .update(accounts)
      .set({ totpSecret: await sealTotpSecret(app.secrets, secret), totpEnabled: true })
      .where(eq(accounts.id, member.id));
    const payee = await bindAccount(app, auth, '9988776655', { asNew: true });
    const missing = await withdraw(app, auth, payee.id, '100000');
    expect(missing.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { method: 'totp' } });
    const wrong = await withdraw(app, auth, payee.id, '100000', { secondFactorCode: '000000' });
    expect(wrong.body.code).toBe('SECOND_FACTOR_INVALID');
    const code = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const done = await withdraw(app, auth, payee.id, '100000', { secondFactorCode: code });
    expect(done.body.value.status).toBe('pending');
    const accountsList = await get<PayeeAccount[]>(app, PAYMENT_API.payeeAccounts, auth);
    expect(accountsList.body.value[0]?.isNew).toBe(false);
    // No longer new: the payment password alone suffices.
    expect((await withdraw(app, auth, payee.id, '100000')).body.value.status).toBe('pending');
    const duplicate = await post(
      app,
      PAYMENT_API.payeeAccounts,
      { payeeName: 'X', bankName: 'ACB', accountNumber: '9988776655', paymentPassword: DEMO_PAYMENT_PASSWORD },
      auth,
    );
    expect(duplicate.body.code).toBe('PAYEE_ACCOUNT_EXISTS');
    await expectLedgerSound(app);
  });

  it('a member cannot see, cancel or withdraw to another member’s orders and accounts; non-finance staff are refused', async () => {
    const { app } = use();
    const owner = await readyMember(app);
    const other = await readyMember(app);
    const order = await withdraw(app, owner.auth, owner.payee.id, '100000');
    const id = order.body.value.id;
    expect((await get(app, PAYMENT_API.withdrawal(id), other.auth)).body.code).toBe('WITHDRAWAL_NOT_FOUND');
    expect((await post(app, PAYMENT_API.withdrawalCancel(id), {}, other.auth)).body.code).toBe('WITHDRAWAL_NOT_FOUND');
    expect((await withdraw(app, other.auth, owner.payee.id, '100000')).body.code).toBe('PAYEE_ACCOUNT_NOT_FOUND');

    const support = await staffWithRole(app, 'support');
    expect((await post(app, PAYMENT_API.admin.withdrawalApprove(id), {}, support)).status).toBe(403);
    expect((await post(app, PAYMENT_API.admin.withdrawalReject(id), { reason: 'x' }, support)).status).toBe(403);
    const risk = await staffWithRole(app, 'risk');
    expect((await post(app, PAYMENT_API.admin.withdrawalApprove(id), {}, risk)).status).toBe(403);
    expect((await walletOf(app, owner.member.id)).held).toBe(10_000_000n);
    // Support may read the queue.
    const queue = await get<Page<AdminWithdrawalOrder>>(
      app,
      `${PAYMENT_API.admin.withdrawals}?merchantId=${owner.merchant.id}&member=${owner.member.username}&status=pending`,
      support,
    );
    expect(queue.body.value.list.map((row) => row.id)).toEqual([id]);
    await expectLedgerSound(app);
  });

  it('two staff approving the same withdrawal at once: exactly one wins, the other gets a conflict', async () => {
    const { app } = use();
    const { member, auth, payee } = await readyMember(app);
    const order = await withdraw(app, auth, payee.id, '250000');
    const id = order.body.value.id;
    const [finance, admin] = [await financeAuth(app), await staffAuth(app)];
    const results = await Promise.all([
      post<AdminWithdrawalOrder>(app, PAYMENT_API.admin.withdrawalApprove(id), {}, finance),
      post<AdminWithdrawalOrder>(app, PAYMENT_API.admin.withdrawalApprove(id), {}, admin),
      post<AdminWithdrawalOrder>(app, PAYMENT_API.admin.withdrawalReject(id), { reason: 'race' }, admin),
    ]);
    const winners = results.filter((result) => result.body.success);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.body.code === 'ORDER_ALREADY_DECIDED')).toHaveLength(2);
    expect(results.every((result) => result.status === 200 || result.status === 409)).toBe(true);
    const status = winners[0]?.body.value.status;
    const wallet = await walletOf(app, member.id);
    expect(wallet.held).toBe(0n);
    expect(wallet.balance).toBe(status === 'paid' ? MILLION - 25_000_000n : MILLION);
    await expectLedgerSound(app);
  });
});
