import { DEPOSIT_STATUSES } from '@fortuna/contracts/payments';
import { describe, expect, it } from 'vitest';
import {
  changeOrderFilters,
  dateRangeProblem,
  type OrderFilters,
  readOrderFilters,
  toOrderQuery,
  writeOrderFilters,
} from './order-filters';

const read = (search: string) => readOrderFilters(new URLSearchParams(search), DEPOSIT_STATUSES);

describe('readOrderFilters', () => {
  it('opens a queue on its pending orders, first page', () => {
    expect(read('')).toEqual({
      merchantId: undefined,
      status: 'pending',
      member: '',
      fromDate: '',
      toDate: '',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('reads "all" as every status and ignores statuses the queue does not have', () => {
    expect(read('status=all').status).toBe('');
    expect(read('status=credited').status).toBe('credited');
    expect(read('status=paid').status).toBe('pending');
  });

  it('drops malformed dates, pages and page sizes', () => {
    const filters = read('from=2026-13-45&to=yesterday&page=-1&pageSize=7&merchant=x');
    expect(filters).toMatchObject({ fromDate: '', toDate: '', pageNo: 1, pageSize: 20, merchantId: undefined });
  });
});

describe('writeOrderFilters', () => {
  it('writes the shortest address that reads back the same', () => {
    const filters: OrderFilters = {
      merchantId: 3,
      status: '',
      member: ' demo01 ',
      fromDate: '2026-11-01',
      toDate: '2026-11-22',
      pageNo: 2,
      pageSize: 50,
    };
    const params = writeOrderFilters(filters);
    expect(params.toString()).toBe(
      'merchant=3&status=all&member=demo01&from=2026-11-01&to=2026-11-22&page=2&pageSize=50',
    );
    expect(readOrderFilters(params, DEPOSIT_STATUSES)).toEqual({ ...filters, member: 'demo01' });
    expect(writeOrderFilters(read('')).toString()).toBe('');
  });
});

describe('changeOrderFilters', () => {
  it('goes back to page 1 on any change but the page', () => {
    const onPage3 = { ...read(''), pageNo: 3 };
    expect(changeOrderFilters(onPage3, { status: 'credited' }).pageNo).toBe(1);
    expect(changeOrderFilters(onPage3, { pageNo: 4 }).pageNo).toBe(4);
  });
});

describe('toOrderQuery', () => {
  it('includes the whole "to" day: the window ends at the next local midnight', () => {
    const query = toOrderQuery({ ...read(''), fromDate: '2026-11-01', toDate: '2026-11-01', member: ' 42 ' }, 7);
    expect(query.merchantId).toBe(7);
    expect(query.status).toBe('pending');
    expect(query.member).toBe('42');
    expect(query.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(query.to).toBe(new Date(2026, 10, 2).toISOString());
  });

  it('leaves open ends and "all statuses" out', () => {
    const query = toOrderQuery({ ...read('status=all') }, 1);
    expect(query).toMatchObject({ status: undefined, member: undefined, from: undefined, to: undefined });
  });
});

describe('dateRangeProblem', () => {
  it('refuses a start after the end, and accepts one day or open ends', () => {
    expect(dateRangeProblem({ fromDate: '2026-11-02', toDate: '2026-11-01' })).toMatch(/after/);
    expect(dateRangeProblem({ fromDate: '2026-11-01', toDate: '2026-11-01' })).toBeNull();
    expect(dateRangeProblem({ fromDate: '2026-11-01', toDate: '' })).toBeNull();
  });
});
