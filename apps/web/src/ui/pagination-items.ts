/** Spec §9: pagination shows 2 edge pages on each side and a range of 5 around the current page. */
export const PAGINATION_EDGE_PAGES = 2;
export const PAGINATION_RANGE = 5;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; before: number };

/**
 * The page buttons to show: the first and last `edgeCount` pages, `rangeCount` pages around the
 * current one, and gaps between them. A gap that would hide a single page shows that page instead.
 */
export function paginationItems(
  pageNo: number,
  totalPages: number,
  edgeCount = PAGINATION_EDGE_PAGES,
  rangeCount = PAGINATION_RANGE,
): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(pageNo, 1), totalPages);
  const rangeEnd = Math.min(totalPages, Math.max(current - Math.floor(rangeCount / 2), 1) + rangeCount - 1);
  const rangeStart = Math.max(1, rangeEnd - rangeCount + 1);

  const pages = new Set<number>();
  for (let page = 1; page <= Math.min(edgeCount, totalPages); page++) pages.add(page);
  for (let page = Math.max(1, totalPages - edgeCount + 1); page <= totalPages; page++) pages.add(page);
  for (let page = rangeStart; page <= rangeEnd; page++) pages.add(page);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', before: page });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
