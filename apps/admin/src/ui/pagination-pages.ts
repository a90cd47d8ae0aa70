/** Page numbers to show: the first and last page, and a window around the current one. */
export function visiblePages(pageNo: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, pageNo - 1, pageNo, pageNo + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous > 1) result.push('gap');
    result.push(page);
  }
  return result;
}
