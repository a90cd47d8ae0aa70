import type { Message } from '@fortuna/contracts/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import {
  bodyPreview,
  formatFullDate,
  formatShortDate,
  isUnread,
  normaliseBody,
  sitePath,
} from '../hooks/message-format';

interface MessageRowProps {
  message: Message;
  isOpen: boolean;
  onToggle: () => void;
  locale: string;
}

/** One message: title, first line and date; opened, its whole text and the page it is about. */
export function MessageRow({ message, isOpen, onToggle, locale }: MessageRowProps) {
  const { t } = useTranslation();
  const unread = isUnread(message);
  const link = sitePath(message.link);
  const detailId = `message-${message.id}-detail`;
  return (
    <li
      className={`message-row${unread ? ' message-row--unread' : ''}${isOpen ? ' message-row--open' : ''}`}
      data-testid="message-row"
      data-unread={unread ? 'true' : 'false'}
    >
      <button
        type="button"
        className="message-row__head"
        aria-expanded={isOpen}
        aria-controls={detailId}
        onClick={onToggle}
      >
        <span className="message-row__dot" aria-hidden="true" />
        <span className="message-row__main">
          <span className="message-row__title-line">
            <span className={`message-row__kind message-row__kind--${message.kind}`}>
              {t(`messages.kinds.${message.kind}`)}
            </span>
            <span className="message-row__title" data-testid="message-title">
              {message.title}
            </span>
            {unread && <span className="visually-hidden">{t('messages.unreadLabel')}</span>}
          </span>
          {!isOpen && <span className="message-row__preview">{bodyPreview(message.body)}</span>}
        </span>
        <time className="message-row__time" dateTime={message.createdAt}>
          {formatShortDate(message.createdAt, locale)}
        </time>
        <Icon name="chevronDown" size={18} className="message-row__chevron" />
      </button>
      {isOpen && (
        <div id={detailId} className="message-row__detail">
          <p className="message-row__date">
            <Icon name="clock" size={14} />
            <time dateTime={message.createdAt}>{formatFullDate(message.createdAt, locale)}</time>
          </p>
          <p className="message-row__body" data-testid="message-body">
            {normaliseBody(message.body)}
          </p>
          {link && (
            <Link to={link} className="btn btn--secondary btn--small message-row__link" data-testid="message-link">
              {t('messages.openLink')}
              <Icon name="chevronRight" size={14} />
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
