import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Icon } from '../../../ui/Icon';
import { SafeHtml } from '../../../ui/SafeHtml';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { formatDate } from '../../announcements/logic/format-date';
import { noticesQuery } from '../../home/api/content';
import './notices.css';

/** The notices popup's content: its own chunk, downloaded when the bell is first pointed at or opened. */
export function NoticeList() {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const notices = useQuery(noticesQuery(i18n.language));
  const [openId, setOpenId] = useState<number | null>(null);

  if (notices.isPending) return <LoadingState />;
  if (notices.error) {
    return (
      <ErrorState
        message={errorMessage(notices.error)}
        onRetry={() => void notices.refetch()}
        isRetrying={notices.isFetching}
      />
    );
  }
  if (notices.data.length === 0) {
    return <EmptyState icon="bell" title={t('notices.empty')} text={t('notices.emptyText')} testId="notices-empty" />;
  }
  const expandedId = openId ?? notices.data[0]?.id ?? null;
  return (
    <ul className="notices">
      {notices.data.map((notice) => {
        const isOpen = notice.id === expandedId;
        return (
          <li key={notice.id} className={`notice${isOpen ? ' notice--open' : ''}`} data-testid="notice">
            <button
              type="button"
              className="notice__head"
              aria-expanded={isOpen}
              onClick={() => setOpenId(isOpen ? -1 : notice.id)}
            >
              <span className="notice__icon" aria-hidden="true">
                <Icon name="bell" size={15} />
              </span>
              <span className="notice__text">
                <span className="notice__title">{notice.title}</span>
                <span className="notice__date">{formatDate(notice.createdAt, i18n.language)}</span>
              </span>
              <Icon name="chevronDown" size={16} className="notice__chevron" />
            </button>
            {isOpen && <SafeHtml html={notice.content} className="notice__content rich-text" />}
          </li>
        );
      })}
    </ul>
  );
}
