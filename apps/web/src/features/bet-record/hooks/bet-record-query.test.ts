import type { VendorItem } from '@fortuna/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { rangeToQuery } from '../../../lib/date-range';
import { BET_RECORD_PAGE_SIZE } from '../api/bet-records';
import {
  ALL,
  type BetRecordFilterValues,
  buildBetRecordQuery,
  isBetStatus,
  isGameType,
  keptVendor,
  vendorOptions,
} from './bet-record-query';

const week = { fromDay: '2026-05-01', toDay: '2026-05-07' };
const allFilters: BetRecordFilterValues = { range: week, gameType: ALL, vendor: ALL, status: ALL, pageNo: 1 };

describe('buildBetRecordQuery', () => {
  it('turns the days into from/to: the first day start to the start of the day after the last', () => {
    const request = buildBetRecordQuery(allFilters);
    const bounds = rangeToQuery(week);
    expect(request?.from).toBe(bounds?.from);
    expect(request?.to).toBe(bounds?.to);
    expect(request?.from.startsWith('2026-05-01T00:00:00')).toBe(true);
    expect(request?.to.startsWith('2026-05-08T00:00:00')).toBe(true);
    expect(request?.from).toMatch(/[+-]\d{2}:\d{2}$/);
  });

  it('leaves out every filter left at "all"', () => {
    const request = buildBetRecordQuery(allFilters);
    expect(request).not.toBeNull();
    expect(Object.keys(request ?? {}).sort()).toEqual(['from', 'pageNo', 'pageSize', 'to']);
    expect(request?.pageSize).toBe(BET_RECORD_PAGE_SIZE);
  });

  it('sends the chosen game type, vendor, status and page', () => {
    const request = buildBetRecordQuery({
      ...allFilters,
      gameType: 'LIVE',
      vendor: 'FORTUNA',
      status: 'settled',
      pageNo: 3,
    });
    expect(request).toMatchObject({ gameType: 'LIVE', vassalage: 'FORTUNA', status: 'settled', pageNo: 3 });
  });

  it('sends nothing while the days are reversed or missing', () => {
    expect(buildBetRecordQuery({ ...allFilters, range: { fromDay: '2026-05-07', toDay: '2026-05-01' } })).toBeNull();
    expect(buildBetRecordQuery({ ...allFilters, range: { fromDay: '', toDay: '2026-05-01' } })).toBeNull();
  });

  it('accepts a single day', () => {
    const request = buildBetRecordQuery({ ...allFilters, range: { fromDay: '2026-05-01', toDay: '2026-05-01' } });
    expect(request?.to.startsWith('2026-05-02T00:00:00')).toBe(true);
  });
});

const vendor = (vassalage: string, gameType: VendorItem['gameType'], displayName = vassalage): VendorItem => ({
  vassalage,
  displayName,
  gameType,
  lagerIcon: '',
  maintenance: false,
});

describe('vendorOptions', () => {
  const vendors = [vendor('EVO', 'LIVE', 'Evolution'), vendor('PG', 'RNG', ''), vendor('EVO', 'RNG', 'Evolution')];

  it('lists each vendor once, with its display name or code', () => {
    expect(vendorOptions(vendors, ALL)).toEqual([
      { code: 'EVO', name: 'Evolution' },
      { code: 'PG', name: 'PG' },
    ]);
  });

  it('keeps only the vendors of the chosen game type', () => {
    expect(vendorOptions(vendors, 'LIVE').map((option) => option.code)).toEqual(['EVO']);
    expect(vendorOptions(vendors, 'FISH')).toEqual([]);
  });

  it('drops a chosen vendor that the new game type does not offer', () => {
    const live = vendorOptions(vendors, 'LIVE');
    expect(keptVendor('EVO', live)).toBe('EVO');
    expect(keptVendor('PG', live)).toBe(ALL);
    expect(keptVendor(ALL, live)).toBe(ALL);
  });
});

describe('select guards', () => {
  it('know the game types and statuses of the contract', () => {
    expect(isGameType('RNG')).toBe(true);
    expect(isGameType('ALL')).toBe(false);
    expect(isBetStatus('void')).toBe(true);
    expect(isBetStatus('voided')).toBe(false);
  });
});
