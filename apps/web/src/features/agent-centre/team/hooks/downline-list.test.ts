import { describe, expect, it } from 'vitest';
import { crumbsOf, DOWNLINE_PAGE_SIZE, downlineListQuery, pageCount } from './downline-list';

const range = { fromDay: '2026-11-01', toDay: '2026-11-07' };

describe('downlineListQuery', () => {
  it('lists the agent’s own downlines without a parent or an empty search', () => {
    expect(downlineListQuery({ parentId: null, search: '  ', range, pageNo: 1 })).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      pageNo: 1,
      pageSize: DOWNLINE_PAGE_SIZE,
    });
  });

  it('sends the parent and the trimmed search', () => {
    expect(downlineListQuery({ parentId: 9, search: ' ann ', range, pageNo: 3 })).toMatchObject({
      parentId: 9,
      search: 'ann',
      pageNo: 3,
    });
  });

  it('asks nothing for a bad range', () => {
    expect(downlineListQuery({ parentId: null, search: '', range: { ...range, toDay: '' }, pageNo: 1 })).toBeNull();
  });
});

describe('pageCount', () => {
  it('rounds up and shows at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });
});

describe('crumbsOf', () => {
  it('starts at the agent and marks the listed account', () => {
    expect(
      crumbsOf([
        { id: 1, username: 'agent01' },
        { id: 5, username: 'sub01' },
      ]),
    ).toEqual([
      { parentId: null, username: 'agent01', isCurrent: false },
      { parentId: 5, username: 'sub01', isCurrent: true },
    ]);
    expect(crumbsOf([])).toEqual([]);
  });
});
