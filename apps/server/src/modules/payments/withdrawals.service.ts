import type { CreateWithdrawal, OrderListQuery, WithdrawalOrder } from '@fortuna/contracts/payments';
import { maskMobile, parseMobile } from '@fortuna/contracts/phone';
import type { Page } from '@fortuna/contracts/staff';
import { AppError } from '../../http/app-error';
import type { MerchantRow } from '../merchants/merchants.repo';
import { isTotpCodeValid, unsealTotpSecret } from '../profile/totp';
import { assertWithdrawalAllowed } from '../risk/risk-gates';
import type { AccountRow } from '../sessions/sessions.repo';
import { checkPaymentPassword } from '../sessions/sessions.service';
import { findChannelsByIds } from './channels.repo';
import { usableChannel } from './channels.service';
import { refuseTrial } from './deposits.service';
import { inLedgerTransaction } from './ledger-tx';
import { pageOf } from './order-filters';
import { updatePayeeAccount } from './payee-accounts.repo';
import { ownPayeeAccount } from './payee-accounts.service';
import { clearingAccountId, houseAccountId, memberMainId } from './payment-accounts';
import { amountMinorOf, checkedFee, hashRequest, newOrderNo } from './payment-money';
import type { PaymentDeps } from './payments.deps';
import { assertWageringMet } from './wagering.service';
import { type HoldAccounts, holdInTx, voidHoldInTx } from './withdrawal-holds';
import { presentWithdrawal } from './withdrawals.present';
import {
  findWithdrawalByClientKey,
  findWithdrawalById,
  findWithdrawalPage,
  insertWithdrawalOnce,
  lockWithdrawal,
  updateWithdrawal,
  type WithdrawalRow,
} from './withdrawals.repo';

export async function presentWithdrawals(deps: PaymentDeps, rows: WithdrawalRow[]): Promise<WithdrawalOrder[]> {
  const channels = await findChannelsByIds(deps.db, [...new Set(rows.map((row) => row.channelId))]);
  const names = new Map(channels.map((channel) => [channel.id, channel.name]));
  return rows.map((row) => presentWithdrawal(row, names.get(row.channelId) ?? ''));
}

async function presentOne(deps: PaymentDeps, row: WithdrawalRow): Promise<WithdrawalOrder> {
  const [presented] = await presentWithdrawals(deps, [row]);
  if (!presented) throw new Error('withdrawal not presented');
  return presented;
}

/** The ledger accounts a withdrawal moves money between. */
export async function holdAccountsOf(
  deps: PaymentDeps,
  order: { merchantId: number; currency: string; accountId: number; channelId: number },
): Promise<HoldAccounts> {
  const merchant = { id: order.merchantId, currency: order.currency };
  return {
    mainId: await memberMainId(deps.db, merchant, order.accountId),
    clearingId: await clearingAccountId(deps.db, merchant, order.channelId),
    houseId: await houseAccountId(deps.db, merchant),
  };
}

/**
 * The first withdrawal to a newly bound account needs a fresh second factor: the authenticator code when
 * the member has turned the authenticator on, else a code sent by SMS to the bound mobile (sent when the
 * request comes without one, answered SECOND_FACTOR_REQUIRED with the masked number). A member with
 * neither cannot withdraw to a new account (SECOND_FACTOR_UNAVAILABLE). See docs/payments.md.
 */
async function assertFreshSecondFactor(
  deps: PaymentDeps,
  merchant: MerchantRow,
  member: AccountRow,
  code: string | undefined,
  ip: string,
): Promise<void> {
  if (member.totpEnabled && member.totpSecret) {
    if (!code)
      throw new AppError(
        'SECOND_FACTOR_REQUIRED',
        'This withdrawal account is new: enter the code of your authenticator app',
      ).withValue({ method: 'totp', maskedMobile: null, expiredMinutes: null });
    const secret = await unsealTotpSecret(deps.secrets, member.totpSecret);
    if (!isTotpCodeValid(secret, code)) throw new AppError('SECOND_FACTOR_INVALID');
    return;
  }
  const mobile = parseMobile(member.mobileDialingCode ?? '', member.mobileNumber ?? '');
  if (!mobile) throw new AppError('SECOND_FACTOR_UNAVAILABLE');
  if (!code) {
    const { expiredMinutes } = await deps.smsCodes.send(merchant, mobile, 'second-factor', ip);
    throw new AppError(
      'SECOND_FACTOR_REQUIRED',
      'This withdrawal account is new: enter the code sent to your mobile',
    ).withValue({ method: 'sms', maskedMobile: maskMobile(mobile.dialingCode, mobile.nationalNumber), expiredMinutes });
  }
  await deps.smsCodes.consume(merchant.id, mobile, 'second-factor', code);
}

/**
 * A member asks to withdraw: payment password, channel limits, wagering met, then the amount is held
 * (pending ledger transfer) together with the order in one transaction. Idempotent by the member's key.
 */
export async function createWithdrawal(
  deps: PaymentDeps,
  member: AccountRow,
  merchant: MerchantRow,
  input: CreateWithdrawal,
  clientKey: string,
  ip: string,
): Promise<WithdrawalOrder> {
  refuseTrial(member);
  await checkPaymentPassword(member, input.paymentPassword);
  const { paymentPassword: _password, secondFactorCode: _code, ...request } = input;
  const requestHash = hashRequest(request);
  const earlier = await findWithdrawalByClientKey(deps.db, member.id, clientKey);
  if (earlier) return replayed(deps, earlier, requestHash);

  const channel = await usableChannel(deps.db, merchant.id, input.channelId, 'withdrawal');
  const payee = await ownPayeeAccount(deps.db, member, input.payeeAccountId);
  if (payee.isNew) await assertFreshSecondFactor(deps, merchant, member, input.secondFactorCode, ip);
  const amountMinor = amountMinorOf(input.amount);
  const feeMinor = checkedFee(channel, amountMinor);
  await assertWageringMet(deps.db, member.id);
  await assertWithdrawalAllowed(deps, member, amountMinor);

  const order = { merchantId: merchant.id, currency: merchant.currency, accountId: member.id, channelId: channel.id };
  const ids = await holdAccountsOf(deps, order);
  const created = await inLedgerTransaction(deps, async (tx, ledger) => {
    const inserted = await insertWithdrawalOnce(tx, {
      ...order,
      orderNo: newOrderNo('W'),
      channelType: channel.type,
      amountMinor,
      feeMinor,
      payeeAccountId: payee.id,
      payeeName: payee.payeeName,
      bankName: payee.bankName,
      accountNumber: payee.accountNumber,
      remark: input.remark,
      clientKey,
      requestHash,
    });
    if (!inserted) return undefined;
    const holdTransferId = await holdInTx(tx, ledger, inserted, ids);
    if (payee.isNew) await updatePayeeAccount(tx, payee.id, { isNew: false });
    return updateWithdrawal(tx, inserted.id, { holdTransferId });
  });
  if (created) return presentOne(deps, created);
  // Two requests with one key raced: the other one inserted first.
  const winner = await findWithdrawalByClientKey(deps.db, member.id, clientKey);
  if (!winner) throw new Error('withdrawal vanished after key conflict');
  return replayed(deps, winner, requestHash);
}

function replayed(deps: PaymentDeps, row: WithdrawalRow, requestHash: string): Promise<WithdrawalOrder> {
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
  return presentOne(deps, row);
}

async function ownWithdrawal(deps: PaymentDeps, member: AccountRow, id: number): Promise<WithdrawalRow> {
  const row = await findWithdrawalById(deps.db, id);
  if (row?.accountId !== member.id) throw new AppError('WITHDRAWAL_NOT_FOUND');
  return row;
}

export async function memberWithdrawal(deps: PaymentDeps, member: AccountRow, id: number): Promise<WithdrawalOrder> {
  return presentOne(deps, await ownWithdrawal(deps, member, id));
}

export async function listMemberWithdrawals(
  deps: PaymentDeps,
  member: AccountRow,
  query: OrderListQuery,
): Promise<Page<WithdrawalOrder>> {
  const { rows, total } = await findWithdrawalPage(
    deps.db,
    { accountId: member.id, status: query.status, from: query.from, to: query.to },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  return pageOf(await presentWithdrawals(deps, rows), total, query.pageNo, query.pageSize);
}

/** The member cancels a withdrawal still pending review: the hold is voided, the money is spendable again. */
export async function cancelWithdrawal(
  deps: PaymentDeps,
  member: AccountRow,
  id: number,
  key: string,
): Promise<WithdrawalOrder> {
  await ownWithdrawal(deps, member, id);
  const updated = await inLedgerTransaction(deps, async (tx, ledger) => {
    const locked = await lockWithdrawal(tx, id);
    if (!locked) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (locked.status === 'cancelled' && locked.decisionKey === key) return locked;
    if (locked.status !== 'pending' || locked.holdTransferId === null) throw new AppError('ORDER_NOT_PENDING');
    await voidHoldInTx(tx, ledger, locked, locked.holdTransferId);
    return updateWithdrawal(tx, id, {
      status: 'cancelled',
      decidedAt: new Date(),
      decidedBy: member.username,
      decisionKey: key,
    });
  });
  return presentOne(deps, updated);
}
