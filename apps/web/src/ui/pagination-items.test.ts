import { describe, expect, it } from 'vitest';
import { type PageItem, paginationItems } from './pagination-items';

function render(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'gap' ? '…' : String(item.page))).join(' ');
}

describe('paginationItems', () => {
  it('shows nothing without pages and every page when there are few', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(render(paginationItems(1, 1))).toBe('1');
    expect(render(paginationItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps two edge pages and a range of five around the current page', () => {
    expect(render(paginationItems(10, 20))).toBe('1 2 … 8 9 10 11 12 … 19 20');
    expect(render(paginationItems(1, 20))).toBe('1 2 3 4 5 … 19 20');
    expect(render(paginationItems(20, 20))).toBe('1 2 … 16 17 18 19 20');
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(render(paginationItems(6, 20))).toBe('1 2 3 4 5 6 7 8 … 19 20');
  });

  it('clamps a page outside the range', () => {
    expect(render(paginationItems(99, 9))).toBe('1 2 … 5 6 7 8 9');
  });
});
