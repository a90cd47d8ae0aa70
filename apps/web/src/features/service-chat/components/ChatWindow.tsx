import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { chatStatusLine } from '../hooks/chat-messages';
import { useChat } from '../hooks/useChat';
import { closeChatWindow, useChatStore } from '../hooks/useChatStore';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import { ChatRating } from './ChatRating';
import { VisitorStart } from './VisitorStart';
import './chat.css';

/** The chat room popup (spec §1, §2): a panel at the corner on desktop, the whole screen on a phone. */
export function ChatWindow() {
  const { t } = useTranslation();
  const chat = useChat();
  const reason = useChatStore((state) => state.visitorReason);
  const { conversation, toRate } = chat;
  const line = chatStatusLine(conversation, chat.messages);
  const status =
    line.key === 'new'
      ? t('chat.statusNew')
      : line.key === 'queued'
        ? t('chat.statusQueued')
        : t('chat.statusAssigned', { name: line.name });

  const renderBody = () => {
    if (!chat.isIdentified) return <VisitorStart reason={reason} />;
    if (!conversation && toRate) return <ChatRating conversationId={toRate.id} onRate={chat.rate} />;
    return (
      <>
        <ChatMessages
          messages={chat.messages}
          otherReadId={conversation?.otherReadId ?? 0}
          isStaffTyping={chat.isStaffTyping}
          isLoading={chat.isLoading}
          visitorToken={chat.visitorToken}
          onLoadOlder={chat.loadOlder}
        />
        <ChatComposer
          isSending={chat.isSending}
          onSend={chat.sendText}
          onImage={chat.sendImage}
          onTyping={chat.typing}
        />
      </>
    );
  };

  return (
    <section className="chat-window" aria-label={t('chat.title')} data-testid="chat-window">
      <header className="chat-window__header">
        <span className="chat-window__avatar">
          <Icon name="headset" size={20} />
        </span>
        <div className="chat-window__heading">
          <h2 className="chat-window__title">{t('chat.title')}</h2>
          <p className="chat-window__status" data-testid="chat-status">
            {status}
          </p>
        </div>
        {conversation && (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void chat.end()}
            data-testid="chat-end"
          >
            {t('chat.end')}
          </button>
        )}
        <button type="button" className="chat-window__close" onClick={closeChatWindow} aria-label={t('common.close')}>
          <Icon name="close" size={18} />
        </button>
      </header>
      {renderBody()}
    </section>
  );
}
