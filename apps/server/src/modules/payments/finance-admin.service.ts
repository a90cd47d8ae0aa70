import type {
  AdminDepositOrder,
  AdminOrderQuery,
  AdminWithdrawalOrder,
  DailyTotals,
  DailyTotalsQuery,
} from '@fortuna/contracts/payments-admin';
import type { Page } from '@fortuna/contracts/staff';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { AppError } from '../../http/app-error';
import { findMerchantById } from '../merchants/merchants.repo';
import { findChannelsByIds, paymentSettingsOf } from './channels.repo';
import { presentAdminDeposit } from './deposits.present';
import { findDepositPage, findProofs, usernamesOf } from './deposits.repo';
import { type OrderFilter, pageOf } from './order-filters';
import { moneyOf } from './payment-money';
import { presentAdminWithdrawal } from './withdrawals.present';
import { findWithdrawalPage } from './withdrawals.repo';

function filterOf(query: AdminOrderQuery): OrderFilter {
  return { merchantId: query.merchantId, status: query.status, member: query.member, from: query.from, to: query.to };
}

function pageWindow(query: AdminOrderQuery) {
  return { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
}

async function lookups(db: Db, rows: { channelId: number; accountId: number }[]) {
  const [channels, names] = await Promise.all([
    findChannelsByIds(db, [...new Set(rows.map((row) => row.channelId))]),
    usernamesOf(
      db,
      rows.map((row) => row.accountId),
    ),
  ]);
  const channelNames = new Map(channels.map((channel) => [channel.id, channel.name]));
  return { channelName: (id: number) => channelNames.get(id) ?? '', username: (id: number) => names.get(id) ?? '' };
}

/** The deposit queue of a merchant, newest first, by status, member and creation window. */
export async function depositQueue(db: Db, query: AdminOrderQuery): Promise<Page<AdminDepositOrder>> {
  const { rows, total } = await findDepositPage(db, filterOf(query), pageWindow(query));
  const [{ channelName, username }, proofs] = await Promise.all([
    lookups(db, rows),
    findProofs(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const list = rows.map((row) => presentAdminDeposit(row, channelName(row.channelId), proofs, username(row.accountId)));
  return pageOf(list, total, query.pageNo, query.pageSize);
}

export async function withdrawalQueue(db: Db, query: AdminOrderQuery): Promise<Page<AdminWithdrawalOrder>> {
  const { rows, total } = await findWithdrawalPage(db, filterOf(query), pageWindow(query));
  const { channelName, username } = await lookups(db, rows);
  const list = rows.map((row) => presentAdminWithdrawal(row, channelName(row.channelId), username(row.accountId)));
  return pageOf(list, total, query.pageNo, query.pageSize);
}

const MAX_DAYS = 93;

/**
 * Credited deposits and paid withdrawals per day, counted on the day they were decided in the merchant's
 * time zone (money that really moved), for the inclusive date range.
 */
export async function dailyTotals(db: Db, query: DailyTotalsQuery): Promise<DailyTotals> {
  if (!(await findMerchantById(db, query.merchantId))) throw new AppError('UNKNOWN_MERCHANT');
  if (query.fromDate > query.toDate) throw new AppError('VALIDATION_FAILED', 'The start must not be after the end');
  const spanDays = (Date.parse(query.toDate) - Date.parse(query.fromDate)) / 86_400_000;
  if (spanDays >= MAX_DAYS) throw new AppError('VALIDATION_FAILED', `At most ${MAX_DAYS} days at once`);
  const { timeZone } = await paymentSettingsOf(db, query.merchantId);
  const rows = await queryRows(
    db,
    sql`with days as (
          select d::date as day from generate_series(${query.fromDate}::date, ${query.toDate}::date, interval '1 day') d
        ),
        deposits as (
          select (decided_at at time zone ${timeZone})::date as day, count(*)::int as n, sum(amount_minor)::text as total
          from deposit_orders
          where merchant_id = ${query.merchantId} and status = 'credited'
            and decided_at >= (${query.fromDate}::date)::timestamp at time zone ${timeZone}
            and decided_at < (${query.toDate}::date + 1)::timestamp at time zone ${timeZone}
          group by 1
        ),
        withdrawals as (
          select (decided_at at time zone ${timeZone})::date as day, count(*)::int as n, sum(amount_minor)::text as total
          from withdrawal_orders
          where merchant_id = ${query.merchantId} and status = 'paid'
            and decided_at >= (${query.fromDate}::date)::timestamp at time zone ${timeZone}
            and decided_at < (${query.toDate}::date + 1)::timestamp at time zone ${timeZone}
          group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as day,
               coalesce(deposits.n, 0) as deposit_count, coalesce(deposits.total, '0') as deposit_sum,
               coalesce(withdrawals.n, 0) as withdrawal_count, coalesce(withdrawals.total, '0') as withdrawal_sum
        from days left join deposits using (day) left join withdrawals using (day)
        order by days.day`,
  );
  return {
    timeZone,
    days: rows.map((row) => ({
      date: String(row.day),
      depositCount: Number(row.deposit_count),
      depositSum: moneyOf(BigInt(String(row.deposit_sum))),
      withdrawalCount: Number(row.withdrawal_count),
      withdrawalSum: moneyOf(BigInt(String(row.withdrawal_sum))),
    })),
  };
}
