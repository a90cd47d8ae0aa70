import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  readContractFilters,
  readSettlementFilters,
  readTreeFilters,
  settlementRange,
  settlementRangeProblem,
  writeContractFilters,
  writeSettlementFilters,
  writeTreeFilters,
} from './agent-filters';

describe('contract filters', () => {
  it('read merchant, status and kind, ignoring unknown values', () => {
    expect(readContractFilters(new URLSearchParams('merchant=2&status=active&kind=dividend'))).toEqual({
      merchantId: 2,
      status: 'active',
      kind: 'dividend',
    });
    expect(readContractFilters(new URLSearchParams('merchant=x&status=open&kind=weekly'))).toEqual({
      merchantId: undefined,
      status: '',
      kind: '',
    });
  });

  it('write the shortest address, which reads back the same', () => {
    expect(writeContractFilters({ merchantId: undefined, status: '', kind: '' }).toString()).toBe('');
    const filters = { merchantId: 4, status: 'offered' as const, kind: 'hourly' as const };
    expect(readContractFilters(writeContractFilters(filters))).toEqual(filters);
  });
});

describe('tree filters', () => {
  it('keep the search trimmed under ?q=', () => {
    expect(writeTreeFilters({ merchantId: 1, search: '  ag ' }).toString()).toBe('merchant=1&q=ag');
    expect(readTreeFilters(new URLSearchParams('q=%20ag%20'))).toEqual({ merchantId: undefined, search: 'ag' });
  });
});

describe('settlement filters', () => {
  it('read kind, days and page, with defaults for anything malformed', () => {
    expect(
      readSettlementFilters(
        new URLSearchParams('merchant=1&kind=daily&from=2026-11-01&to=2026-11-07&page=3&pageSize=50'),
      ),
    ).toEqual({
      merchantId: 1,
      kind: 'daily',
      from: '2026-11-01',
      to: '2026-11-07',
      pageNo: 3,
      pageSize: 50,
    });
    expect(readSettlementFilters(new URLSearchParams('from=11/01/2026&page=0&pageSize=7'))).toMatchObject({
      from: '',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('go back to page 1 on any change but the page', () => {
    const current = readSettlementFilters(new URLSearchParams('merchant=1&page=4'));
    expect(changeFilters(current, { kind: 'hourly' }).pageNo).toBe(1);
    expect(changeFilters(current, { pageNo: 5 }).pageNo).toBe(5);
    expect(writeSettlementFilters(changeFilters(current, { pageSize: 100 })).toString()).toBe(
      'merchant=1&pageSize=100',
    );
  });

  it('cover the last week up to today unless days are chosen', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(settlementRange({ from: '', to: '' }, now)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(settlementRange({ from: '2026-10-01', to: '' }, now)).toEqual({ from: '2026-10-01', to: '2026-11-22' });
  });

  it('refuse a reversed range or more than a year, as the server does', () => {
    expect(settlementRangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(settlementRangeProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe(
      'The start date is after the end date',
    );
    expect(settlementRangeProblem({ from: '2024-01-01', to: '2026-01-01' })).toBe('Choose at most a year');
  });
});
