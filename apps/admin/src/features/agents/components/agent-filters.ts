import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type ContractKind,
  type ContractStatus,
  dateRangeQuerySchema,
} from '@fortuna/contracts/agents';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../lib/list-filters';

/** Filters of the agent pages, kept in the address (?merchant=1&kind=daily) so a reload shows the same list. */
export interface TreeFilters {
  merchantId: number | undefined;
  search: string;
}

export interface ContractFilters {
  merchantId: number | undefined;
  /** '' for every status or kind. */
  status: ContractStatus | '';
  kind: ContractKind | '';
}

export interface SettlementFilters {
  merchantId: number | undefined;
  kind: ContractKind | '';
  /** yyyy-MM-dd, both inclusive; '' for the default range (the last week). */
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
}

export const DEFAULT_SETTLEMENT_DAYS = 7;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | '' {
  return values.find((value) => value === raw) ?? '';
}

function dateParam(raw: string | null): string {
  return raw !== null && DATE_PATTERN.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : '';
}

function withMerchant(merchantId: number | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (merchantId !== undefined) params.set('merchant', String(merchantId));
  return params;
}

export function readTreeFilters(params: URLSearchParams): TreeFilters {
  return { merchantId: positiveInt(params.get('merchant')), search: params.get('q')?.trim() ?? '' };
}

export function writeTreeFilters(filters: TreeFilters): URLSearchParams {
  const params = withMerchant(filters.merchantId);
  if (filters.search.trim()) params.set('q', filters.search.trim());
  return params;
}

export function readContractFilters(params: URLSearchParams): ContractFilters {
  return {
    merchantId: positiveInt(params.get('merchant')),
    status: oneOf(CONTRACT_STATUSES, params.get('status')),
    kind: oneOf(CONTRACT_KINDS, params.get('kind')),
  };
}

export function writeContractFilters(filters: ContractFilters): URLSearchParams {
  const params = withMerchant(filters.merchantId);
  if (filters.status) params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  return params;
}

export function readSettlementFilters(params: URLSearchParams): SettlementFilters {
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    merchantId: positiveInt(params.get('merchant')),
    kind: oneOf(CONTRACT_KINDS, params.get('kind')),
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    pageNo: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
}

export function writeSettlementFilters(filters: SettlementFilters): URLSearchParams {
  const params = withMerchant(filters.merchantId);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.pageNo > 1) params.set('page', String(filters.pageNo));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** Applies a change; any change but the page itself goes back to page 1. */
export function changeFilters<F extends object>(current: F, changes: Partial<F>): F {
  const next = { ...current, ...changes };
  if ('pageNo' in current && !('pageNo' in changes)) Object.assign(next, { pageNo: 1 });
  return next;
}

/** yyyy-MM-dd of a date in the browser's time zone. */
export function toDateText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days a settlement list covers: those chosen, else the last week up to today. */
export function settlementRange(
  filters: Pick<SettlementFilters, 'from' | 'to'>,
  now: Date = new Date(),
): { from: string; to: string } {
  const today = toDateText(now);
  const weekAgo = toDateText(
    new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DEFAULT_SETTLEMENT_DAYS - 1)),
  );
  return { from: filters.from || weekAgo, to: filters.to || today };
}

/** Why a range cannot be asked for (the server's own rule), or null. */
export function settlementRangeProblem(range: { from: string; to: string }): string | null {
  const parsed = dateRangeQuerySchema.safeParse(range);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Choose a valid date range');
}
