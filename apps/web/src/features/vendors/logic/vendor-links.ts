import type { VendorItem } from '@fortuna/contracts/catalogue';
import { lobbyPathOf } from '../../games/hooks/launch-decision';

/** Above this many vendors the header list switches to its large, multi-column layout (spec §2). */
export const LARGE_VENDOR_LIST_THRESHOLD = 10;

export function isLargeVendorList(vendors: readonly VendorItem[]): boolean {
  return vendors.length > LARGE_VENDOR_LIST_THRESHOLD;
}

/** A vendor's own games: its category lobby with the vendor tab picked. */
export function vendorLobbyHref(vendor: Pick<VendorItem, 'gameType' | 'vassalage'>): string {
  return `${lobbyPathOf(vendor.gameType)}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
}
