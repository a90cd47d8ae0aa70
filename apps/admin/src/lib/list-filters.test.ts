import { describe, expect, it } from 'vitest';
import { changeListFilters, pickMerchantId, readListFilters, writeListFilters } from './list-filters';

describe('readListFilters', () => {
  it('reads merchant, search, page and page size', () => {
    const params = new URLSearchParams('merchant=3&destination=%20912%20&page=2&pageSize=50');
    expect(readListFilters(params, 'destination')).toEqual({ merchantId: 3, search: '912', pageNo: 2, pageSize: 50 });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    const params = new URLSearchParams('merchant=abc&page=-1&pageSize=7');
    expect(readListFilters(params, 'username')).toEqual({ merchantId: undefined, search: '', pageNo: 1, pageSize: 20 });
    expect(readListFilters(new URLSearchParams('merchant=&page=1.5'), 'q').merchantId).toBeUndefined();
  });
});

describe('writeListFilters', () => {
  it('leaves the defaults out of the address', () => {
    const params = writeListFilters({ merchantId: undefined, search: '  ', pageNo: 1, pageSize: 20 }, 'username');
    expect(params.toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = { merchantId: 2, search: 'demo', pageNo: 4, pageSize: 100 };
    expect(readListFilters(writeListFilters(filters, 'username'), 'username')).toEqual(filters);
  });
});

describe('changeListFilters', () => {
  const current = { merchantId: 1, search: 'a', pageNo: 5, pageSize: 20 };

  it('starts again from page 1 when anything but the page changes', () => {
    expect(changeListFilters(current, { search: 'ab' }).pageNo).toBe(1);
    expect(changeListFilters(current, { merchantId: 2 }).pageNo).toBe(1);
    expect(changeListFilters(current, { pageSize: 50 })).toMatchObject({ pageNo: 1, pageSize: 50 });
  });

  it('keeps the other filters when only the page changes', () => {
    expect(changeListFilters(current, { pageNo: 6 })).toEqual({ ...current, pageNo: 6 });
  });
});

describe('pickMerchantId', () => {
  const merchants = [{ id: 4 }, { id: 9 }];

  it('uses the merchant the address names when it exists', () => {
    expect(pickMerchantId(9, merchants)).toBe(9);
  });

  it('falls back to the first merchant for an unknown or missing one', () => {
    expect(pickMerchantId(77, merchants)).toBe(4);
    expect(pickMerchantId(undefined, merchants)).toBe(4);
    expect(pickMerchantId(undefined, [])).toBeUndefined();
  });

  it('trusts the address until the merchant list arrives', () => {
    expect(pickMerchantId(9, undefined)).toBe(9);
    expect(pickMerchantId(undefined, undefined)).toBeUndefined();
  });
});
