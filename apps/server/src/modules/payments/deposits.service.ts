import { isTrialType } from '@fortuna/contracts/accounts';
import type { CreateDeposit, DepositOrder, OrderListQuery } from '@fortuna/contracts/payments';
import type { Page } from '@fortuna/contracts/staff';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { MerchantRow } from '../merchants/merchants.repo';
import type { AccountRow } from '../sessions/sessions.repo';
import { findChannelsByIds } from './channels.repo';
import { usableChannel } from './channels.service';
import { presentDeposit } from './deposits.present';
import {
  type DepositRow,
  findDepositByClientKey,
  findDepositById,
  findDepositPage,
  findProofs,
  insertDepositOnce,
  lockDeposit,
  updateDeposit,
} from './deposits.repo';
import { pageOf } from './order-filters';
import { amountMinorOf, checkedFee, hashRequest, newOrderNo } from './payment-money';

/** Trial accounts never move real money. */
export function refuseTrial(member: AccountRow): void {
  if (isTrialType(member.type)) throw new AppError('TRIAL_ACCOUNT');
}

/** Orders with their channel names and proofs, as the member sees them. */
export async function presentDeposits(db: Db, rows: DepositRow[]): Promise<DepositOrder[]> {
  const [channels, proofs] = await Promise.all([
    findChannelsByIds(db, [...new Set(rows.map((row) => row.channelId))]),
    findProofs(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const names = new Map(channels.map((channel) => [channel.id, channel.name]));
  return rows.map((row) => presentDeposit(row, names.get(row.channelId) ?? '', proofs));
}

async function presentOne(db: Db, row: DepositRow): Promise<DepositOrder> {
  const [presented] = await presentDeposits(db, [row]);
  if (!presented) throw new Error('deposit not presented');
  return presented;
}

/**
 * A member asks to deposit through a bank-transfer or gateway channel: a pending order (no money moves
 * yet). Idempotent by the member's key: a repeat returns the same order, a different request is refused.
 */
export async function createDeposit(
  db: Db,
  member: AccountRow,
  merchant: MerchantRow,
  input: CreateDeposit,
  clientKey: string,
  /** Responsible gaming: refuses a member in an exclusion or over a deposit limit. */
  depositGate: (amountMinor: bigint) => Promise<void>,
): Promise<DepositOrder> {
  refuseTrial(member);
  const requestHash = hashRequest({ ...input });
  const earlier = await findDepositByClientKey(db, member.id, clientKey);
  if (earlier) return replayed(db, earlier, requestHash);
  const channel = await usableChannel(db, merchant.id, input.channelId, 'deposit');
  if (channel.type === 'p2p')
    throw new AppError('FEATURE_DISABLED', 'P2P deposits are matched to withdrawals: not open yet on this channel');
  if (channel.type === 'gateway' && !channel.gatewaySecretSealed) throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
  const amountMinor = amountMinorOf(input.amount);
  const feeMinor = checkedFee(channel, amountMinor);
  await depositGate(amountMinor);
  const inserted = await insertDepositOnce(db, {
    orderNo: newOrderNo('D'),
    merchantId: merchant.id,
    accountId: member.id,
    channelId: channel.id,
    channelType: channel.type,
    amountMinor,
    feeMinor,
    currency: merchant.currency,
    payerName: input.payerName,
    remark: input.remark,
    clientKey,
    requestHash,
  });
  if (inserted) return presentOne(db, inserted);
  // Two requests with one key raced: the other one inserted first.
  const winner = await findDepositByClientKey(db, member.id, clientKey);
  if (!winner) throw new Error('deposit vanished after key conflict');
  return replayed(db, winner, requestHash);
}

function replayed(db: Db, row: DepositRow, requestHash: string): Promise<DepositOrder> {
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
  return presentOne(db, row);
}

/** The member's own deposit; another member's order is "not found", never "forbidden". */
export async function ownDeposit(db: Db, member: AccountRow, id: number): Promise<DepositRow> {
  const row = await findDepositById(db, id);
  if (row?.accountId !== member.id) throw new AppError('DEPOSIT_NOT_FOUND');
  return row;
}

export async function memberDeposit(db: Db, member: AccountRow, id: number): Promise<DepositOrder> {
  return presentOne(db, await ownDeposit(db, member, id));
}

export async function listMemberDeposits(
  db: Db,
  member: AccountRow,
  query: OrderListQuery,
): Promise<Page<DepositOrder>> {
  const { rows, total } = await findDepositPage(
    db,
    { accountId: member.id, status: query.status, from: query.from, to: query.to },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  return pageOf(await presentDeposits(db, rows), total, query.pageNo, query.pageSize);
}

/** The member withdraws a deposit request that is still pending (nothing was credited, so nothing moves). */
export async function cancelDeposit(db: Db, member: AccountRow, id: number): Promise<DepositOrder> {
  const row = await ownDeposit(db, member, id);
  if (row.status === 'cancelled') return presentOne(db, row);
  if (row.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  const updated = await inTransaction(db, async (tx) => {
    const locked = await lockDeposit(tx, id);
    if (locked?.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
    return updateDeposit(tx, id, { status: 'cancelled', decidedAt: new Date(), decidedBy: member.username });
  });
  return presentOne(db, updated);
}
