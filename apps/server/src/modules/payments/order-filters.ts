import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface OrderColumns {
  merchantId: PgColumn;
  accountId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
}

export interface OrderFilter {
  merchantId?: number;
  accountId?: number;
  status?: string;
  /** Member username (case-insensitive) or account id, for the back office. */
  member?: string;
  from?: string;
  to?: string;
}

/** The where-clause of an order list: merchant, member, status and a [from, to) creation window. */
export function orderConditions(table: OrderColumns, filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.merchantId !== undefined) conditions.push(eq(table.merchantId, filter.merchantId));
  if (filter.accountId !== undefined) conditions.push(eq(table.accountId, filter.accountId));
  if (filter.status) conditions.push(eq(table.status, filter.status));
  if (filter.from) conditions.push(gte(table.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(table.createdAt, new Date(filter.to)));
  if (filter.member) {
    const member = filter.member;
    conditions.push(
      /^\d+$/.test(member)
        ? eq(table.accountId, Number(member))
        : sql`${table.accountId} in (select id from accounts where lower(username) = lower(${member}))`,
    );
  }
  return and(...conditions);
}

export function pageOf<T>(list: T[], total: number, pageNo: number, pageSize: number) {
  return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
