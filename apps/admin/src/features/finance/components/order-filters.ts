import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../lib/list-filters';
import type { OrderQuery } from '../api/orders.api';

/** The filters of a deposit or withdrawal queue, kept in the address (?status=all&from=2026-11-01). */
export interface OrderFilters {
  merchantId: number | undefined;
  /** A status, or '' for every status. A queue opens on the pending orders. */
  status: string;
  member: string;
  /** Calendar days (yyyy-MM-dd) in the browser's time zone, both inclusive; '' when open. */
  fromDate: string;
  toDate: string;
  pageNo: number;
  pageSize: number;
}

export const DEFAULT_STATUS = 'pending';
const ALL_STATUSES = 'all';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : undefined;
}

function dateParam(raw: string | null): string {
  return raw !== null && DATE_PATTERN.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : '';
}

/** Reads the filters from the address; anything missing or malformed falls back to the default. */
export function readOrderFilters(params: URLSearchParams, statuses: readonly string[]): OrderFilters {
  const status = params.get('status');
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    merchantId: positiveInt(params.get('merchant')),
    status: status === ALL_STATUSES ? '' : status !== null && statuses.includes(status) ? status : DEFAULT_STATUS,
    member: params.get('member')?.trim() ?? '',
    fromDate: dateParam(params.get('from')),
    toDate: dateParam(params.get('to')),
    pageNo: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The shortest address that reads back as these filters. */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.merchantId !== undefined) params.set('merchant', String(filters.merchantId));
  if (filters.status !== DEFAULT_STATUS) params.set('status', filters.status || ALL_STATUSES);
  if (filters.member.trim()) params.set('member', filters.member.trim());
  if (filters.fromDate) params.set('from', filters.fromDate);
  if (filters.toDate) params.set('to', filters.toDate);
  if (filters.pageNo > 1) params.set('page', String(filters.pageNo));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** Applies a change; any change but the page itself goes back to page 1. */
export function changeOrderFilters(current: OrderFilters, changes: Partial<OrderFilters>): OrderFilters {
  const next = { ...current, ...changes };
  if (!('pageNo' in changes)) next.pageNo = 1;
  return next;
}

/** Midnight at the start of a calendar day in the browser's time zone, as an ISO instant. */
function startOfDay(date: string, addDays = 0): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + addDays).toISOString();
}

/** Why the date range cannot be used, or null. */
export function dateRangeProblem(filters: Pick<OrderFilters, 'fromDate' | 'toDate'>): string | null {
  if (filters.fromDate && filters.toDate && filters.fromDate > filters.toDate)
    return 'The start date is after the end date';
  return null;
}

/** The server's query for these filters: the "to" day is included, so the window ends at the next midnight. */
export function toOrderQuery(filters: OrderFilters, merchantId: number): OrderQuery {
  return {
    merchantId,
    status: filters.status || undefined,
    member: filters.member.trim() || undefined,
    from: filters.fromDate ? startOfDay(filters.fromDate) : undefined,
    to: filters.toDate ? startOfDay(filters.toDate, 1) : undefined,
    pageNo: filters.pageNo,
    pageSize: filters.pageSize,
  };
}
