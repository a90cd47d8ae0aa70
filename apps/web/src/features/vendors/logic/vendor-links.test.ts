import type { VendorItem } from '@fortuna/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { isLargeVendorList, vendorLobbyHref } from './vendor-links';

function vendor(index: number): VendorItem {
  return { vassalage: `V${index}`, displayName: `Vendor ${index}`, lagerIcon: '', gameType: 'RNG', maintenance: false };
}

describe('header vendor list', () => {
  it('uses the large layout only above 10 vendors', () => {
    expect(isLargeVendorList(Array.from({ length: 10 }, (_, i) => vendor(i)))).toBe(false);
    expect(isLargeVendorList(Array.from({ length: 11 }, (_, i) => vendor(i)))).toBe(true);
  });

  it('links a vendor to its category lobby with the vendor picked', () => {
    expect(vendorLobbyHref({ gameType: 'LIVE', vassalage: 'EVO GAMING' })).toBe('/live?vassalage=EVO%20GAMING');
    expect(vendorLobbyHref({ gameType: 'SPORTS', vassalage: 'SBO' })).toBe('/sports?vassalage=SBO');
  });
});
