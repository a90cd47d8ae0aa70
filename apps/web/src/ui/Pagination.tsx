import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { paginationItems } from './pagination-items';
import './pagination.css';

interface PaginationProps {
  pageNo: number;
  totalPages: number;
  onPageChange: (pageNo: number) => void;
  isDisabled?: boolean;
  testId?: string;
}

/** Previous/next and numbered page buttons (2 edge pages, range 5); hidden when there is only one page. */
export function Pagination({ pageNo, totalPages, onPageChange, isDisabled = false, testId }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid={testId}>
      <button
        type="button"
        className="pagination__button"
        disabled={isDisabled || pageNo <= 1}
        onClick={() => onPageChange(pageNo - 1)}
        aria-label={t('pagination.previous')}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {paginationItems(pageNo, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={`gap-${item.before}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`pagination__button${item.page === pageNo ? ' pagination__button--current' : ''}`}
            aria-current={item.page === pageNo ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item.page })}
            disabled={isDisabled}
            onClick={() => onPageChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__button"
        disabled={isDisabled || pageNo >= totalPages}
        onClick={() => onPageChange(pageNo + 1)}
        aria-label={t('pagination.next')}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
