import type { ChatMessage } from '@fortuna/contracts/chat';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '../../../lib/date-time';
import { Icon } from '../../../ui/Icon';
import { type SystemLine, systemLine } from '../hooks/chat-messages';
import { ChatImage } from './ChatImage';

interface ChatMessagesProps {
  messages: readonly ChatMessage[];
  otherReadId: number;
  isStaffTyping: boolean;
  isLoading: boolean;
  visitorToken: string | null;
  onLoadOlder: () => void;
}

/** The conversation: the customer's bubbles on the right (with read ticks), staff on the left, system lines centred. */
export function ChatMessages({
  messages,
  otherReadId,
  isStaffTyping,
  isLoading,
  visitorToken,
  onLoadOlder,
}: ChatMessagesProps) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  const systemText = (line: SystemLine) => {
    if (line.key === 'assigned') return t('chat.system.assigned', { name: line.name });
    if (line.key === 'note') return line.text;
    return t(`chat.system.${line.key}`);
  };
  const count = messages.length;
  useEffect(() => {
    if (count > 0 || isStaffTyping) endRef.current?.scrollIntoView({ block: 'end' });
  }, [count, isStaffTyping]);

  return (
    <div className="chat-messages" data-testid="chat-messages" aria-live="polite">
      {count >= 50 && (
        <button type="button" className="chat-messages__older" onClick={onLoadOlder}>
          {t('chat.older')}
        </button>
      )}
      {count === 0 && !isLoading && <p className="chat-messages__welcome">{t('chat.welcome')}</p>}
      {messages.map((message) => {
        if (message.sender === 'system') {
          return (
            <p key={message.id} className="chat-line">
              {systemText(systemLine(message.body))}
            </p>
          );
        }
        const isMine = message.sender === 'customer';
        return (
          <div
            key={message.id}
            className={`chat-bubble ${isMine ? 'chat-bubble--mine' : 'chat-bubble--staff'}`}
            data-testid={`chat-message-${message.sender}`}
          >
            {!isMine && message.staffName && <span className="chat-bubble__name">{message.staffName}</span>}
            {message.imageUrl ? (
              <ChatImage url={message.imageUrl} visitorToken={visitorToken} />
            ) : (
              <p className="chat-bubble__text">{message.body}</p>
            )}
            <span className="chat-bubble__meta">
              {formatTimeOfDay(message.createdAt)}
              {isMine && (
                <Icon
                  name="check"
                  size={12}
                  className={message.id <= otherReadId ? 'chat-bubble__tick is-read' : 'chat-bubble__tick'}
                />
              )}
            </span>
          </div>
        );
      })}
      {isStaffTyping && (
        <p className="chat-typing" data-testid="chat-typing">
          <span className="chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('chat.typing')}
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
