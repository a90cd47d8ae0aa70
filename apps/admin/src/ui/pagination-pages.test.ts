import { describe, expect, it } from 'vitest';
import { visiblePages } from './pagination-pages';

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the edges and a window around the current page, with gaps between', () => {
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('has no gap next to an edge page', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(visiblePages(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('shows a single page', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
  });
});
