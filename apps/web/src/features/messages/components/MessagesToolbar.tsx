import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';

interface MessagesToolbarProps {
  unread: number | undefined;
  unreadOnly: boolean;
  onUnreadOnlyChange: (unreadOnly: boolean) => void;
  onReadAll: () => void;
  isReadingAll: boolean;
}

/** The unread count, the "unread only" switch and "mark all read". */
export function MessagesToolbar({
  unread,
  unreadOnly,
  onUnreadOnlyChange,
  onReadAll,
  isReadingAll,
}: MessagesToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="messages-toolbar">
      <p className="messages-toolbar__count" aria-live="polite">
        {unread === undefined
          ? '\u00a0'
          : unread > 0
            ? t('messages.unreadCount', { count: unread })
            : t('messages.allRead')}
      </p>
      <div className="messages-toolbar__actions">
        <label className="messages-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={unreadOnly}
            className="messages-switch__input"
            checked={unreadOnly}
            onChange={(event) => onUnreadOnlyChange(event.target.checked)}
            data-testid="messages-unread-only"
          />
          <span className="messages-switch__track" aria-hidden="true" />
          {t('messages.unreadOnly')}
        </label>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={onReadAll}
          disabled={isReadingAll || !unread}
          data-testid="messages-read-all"
        >
          <Icon name={isReadingAll ? 'refresh' : 'check'} size={14} className={isReadingAll ? 'spin' : undefined} />
          {t('messages.readAll')}
        </button>
      </div>
    </div>
  );
}
