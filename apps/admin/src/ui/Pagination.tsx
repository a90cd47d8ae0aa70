import { Icon } from './Icon';
import { visiblePages } from './pagination-pages';

interface PaginationProps {
  pageNo: number;
  totalPages: number;
  total: number;
  pageSize: number;
  onPageChange: (pageNo: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
}

export function Pagination({
  pageNo,
  totalPages,
  total,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizes = [10, 20, 50, 100],
}: PaginationProps) {
  const first = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const last = Math.min(total, pageNo * pageSize);

  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="pagination-summary">
        {first}–{last} of {total}
      </span>
      <div className="pagination-pages">
        <button
          type="button"
          className="page-btn"
          disabled={pageNo <= 1}
          onClick={() => onPageChange(pageNo - 1)}
          aria-label="Previous page"
        >
          <Icon name="chevronLeft" size={16} />
        </button>
        {visiblePages(pageNo, Math.max(totalPages, 1)).map((page, index) =>
          page === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <span key={`gap-${index}`} className="page-gap">
              …
            </span>
          ) : (
            <button
              key={page}
              type="button"
              className={page === pageNo ? 'page-btn page-btn-active' : 'page-btn'}
              aria-current={page === pageNo ? 'page' : undefined}
              onClick={() => onPageChange(page)}
            >
              {page}
            </button>
          ),
        )}
        <button
          type="button"
          className="page-btn"
          disabled={pageNo >= totalPages}
          onClick={() => onPageChange(pageNo + 1)}
          aria-label="Next page"
        >
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
      {onPageSizeChange ? (
        <label className="pagination-size">
          <span>Rows</span>
          <select
            className="input input-sm"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </nav>
  );
}
