import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { localeTagOf } from '../../bet-record/hooks/money-format';
import { isUnread, pageCount } from '../hooks/message-format';
import { useMessages } from '../hooks/useMessages';
import { MessageRow } from './MessageRow';
import { MessagesToolbar } from './MessagesToolbar';
import './messages.css';
import '../../../i18n/account-texts';

/** Platform messages of the member centre (messageV2) and the agent centre (messages). */
export function MessagesPanel() {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { filter, messages, setPageNo, setUnreadOnly, markRead, readAll, isReadingAll } = useMessages();
  const [openId, setOpenId] = useState<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const locale = localeTagOf(i18n.language);

  const changePage = (pageNo: number) => {
    setPageNo(pageNo);
    setOpenId(null);
    panelRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const page = messages.data;
  const renderBody = () => {
    if (messages.isPending) return <LoadingState />;
    if (messages.isError) {
      return (
        <ErrorState
          message={errorMessage(messages.error)}
          onRetry={() => void messages.refetch()}
          isRetrying={messages.isFetching}
        />
      );
    }
    if (!page || page.list.length === 0) {
      return (
        <EmptyState
          icon="mail"
          title={filter.unreadOnly ? t('messages.emptyUnread') : t('messages.empty')}
          text={t('messages.emptyHint')}
          testId="messages-empty"
        />
      );
    }
    return (
      <>
        <ul className="messages-list">
          {page.list.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              locale={locale}
              isOpen={openId === message.id}
              onToggle={() => {
                const opening = openId !== message.id;
                setOpenId(opening ? message.id : null);
                if (opening && isUnread(message)) markRead(message.id);
              }}
            />
          ))}
        </ul>
        <div className="messages-footer">
          <span className="messages-footer__total">{t('messages.total', { count: page.total })}</span>
          <Pagination
            pageNo={page.pageNo}
            totalPages={pageCount(page.total, page.pageSize)}
            onPageChange={changePage}
            isDisabled={messages.isFetching}
            testId="messages-pagination"
          />
        </div>
      </>
    );
  };

  return (
    <div
      ref={panelRef}
      className={`messages-panel${messages.isPlaceholderData ? ' messages-panel--updating' : ''}`}
      data-testid="messages-panel"
    >
      <MessagesToolbar
        unread={page?.unread}
        unreadOnly={filter.unreadOnly}
        onUnreadOnlyChange={(unreadOnly) => {
          setUnreadOnly(unreadOnly);
          setOpenId(null);
        }}
        onReadAll={readAll}
        isReadingAll={isReadingAll}
      />
      {renderBody()}
    </div>
  );
}
