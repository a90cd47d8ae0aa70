import { BET_STATUSES, type BetStatus } from '@fortuna/contracts/bet-records';
import { GAME_TYPES, type GameType, type VendorItem } from '@fortuna/contracts/catalogue';
import { type DayRange, rangeToQuery } from '../../../lib/date-range';
import { BET_RECORD_PAGE_SIZE, type BetRecordRequest } from '../api/bet-records';

/** The "all" choice of every select: the filter is then left out of the request. */
export const ALL = 'ALL';
export type All = typeof ALL;

export interface BetRecordFilterValues {
  range: DayRange;
  gameType: GameType | All;
  /** A vendor code, or all. */
  vendor: string;
  status: BetStatus | All;
  pageNo: number;
}

export function isGameType(value: string): value is GameType {
  return GAME_TYPES.some((type) => type === value);
}

export function isBetStatus(value: string): value is BetStatus {
  return BET_STATUSES.some((status) => status === value);
}

/**
 * The request for the chosen filters: the days become from/to in the browser's offset (start of the
 * first day, start of the day after the last), and a filter left at "all" is not sent at all. Null
 * while the days are not a valid range.
 */
export function buildBetRecordQuery(
  filters: BetRecordFilterValues,
  pageSize = BET_RECORD_PAGE_SIZE,
): BetRecordRequest | null {
  const bounds = rangeToQuery(filters.range);
  if (!bounds) return null;
  const request: BetRecordRequest = { ...bounds, pageNo: filters.pageNo, pageSize };
  if (filters.gameType !== ALL) request.gameType = filters.gameType;
  const vendor = filters.vendor.trim();
  if (vendor !== '' && vendor !== ALL) request.vassalage = vendor;
  if (filters.status !== ALL) request.status = filters.status;
  return request;
}

export interface VendorOption {
  code: string;
  name: string;
}

/**
 * The vendors to offer: each vendor once (a vendor may serve several categories), only those of the
 * chosen game type when there is one, in the catalogue's order.
 */
export function vendorOptions(vendors: readonly VendorItem[], gameType: GameType | All): VendorOption[] {
  const options = new Map<string, VendorOption>();
  for (const vendor of vendors) {
    if (gameType !== ALL && vendor.gameType !== gameType) continue;
    if (!options.has(vendor.vassalage)) {
      options.set(vendor.vassalage, { code: vendor.vassalage, name: vendor.displayName || vendor.vassalage });
    }
  }
  return [...options.values()];
}

/** The chosen vendor while it is still offered, otherwise all. */
export function keptVendor(vendor: string, options: readonly VendorOption[]): string {
  return vendor === ALL || options.some((option) => option.code === vendor) ? vendor : ALL;
}
