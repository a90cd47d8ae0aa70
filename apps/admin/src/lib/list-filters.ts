/** The filters every per-merchant list page keeps in the address: merchant, one text search, page and page size. */
export interface ListFilters {
  merchantId: number | undefined;
  search: string;
  pageNo: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Reads the filters from the address; anything missing or malformed falls back to the default. */
export function readListFilters(params: URLSearchParams, searchKey: string): ListFilters {
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    merchantId: positiveInt(params.get('merchant')),
    search: params.get(searchKey)?.trim() ?? '',
    pageNo: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The shortest address that reads back as these filters: defaults are left out. */
export function writeListFilters(filters: ListFilters, searchKey: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.merchantId !== undefined) params.set('merchant', String(filters.merchantId));
  const search = filters.search.trim();
  if (search) params.set(searchKey, search);
  if (filters.pageNo > 1) params.set('page', String(filters.pageNo));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
}

/**
 * Applies a change; any change other than the page itself starts again from page 1, since the old
 * page number means nothing for another merchant, search or page size.
 */
export function changeListFilters(current: ListFilters, changes: Partial<ListFilters>): ListFilters {
  const next = { ...current, ...changes };
  if (!('pageNo' in changes)) next.pageNo = 1;
  return next;
}

/**
 * The merchant a page shows: the one the address names if it exists, else the first one.
 * Before the merchant list arrives the address is trusted, so the page can start loading at once.
 */
export function pickMerchantId(
  requested: number | undefined,
  merchants: readonly { id: number }[] | undefined,
): number | undefined {
  if (!merchants) return requested;
  if (requested !== undefined && merchants.some((merchant) => merchant.id === requested)) return requested;
  return merchants[0]?.id;
}
