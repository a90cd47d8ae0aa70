import { CHAT_TEXT_MAX } from '@fortuna/contracts/chat';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';

interface ChatComposerProps {
  isSending: boolean;
  onSend: (body: string) => Promise<boolean>;
  onImage: (file: File) => Promise<void>;
  onTyping: () => void;
}

/** The message field, an image button (PNG or JPEG; the server checks the content) and send (Enter sends). */
export function ChatComposer({ isSending, onSend, onImage, onTyping }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || isSending) return;
    if (await onSend(body)) setText('');
  };

  return (
    <form className="chat-composer" onSubmit={(event) => void submit(event)}>
      <button
        type="button"
        className="chat-composer__icon"
        onClick={() => fileRef.current?.click()}
        aria-label={t('chat.attach')}
        disabled={isSending}
      >
        <Icon name="plus" size={18} />
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        data-testid="chat-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void onImage(file);
        }}
      />
      <textarea
        className="chat-composer__input"
        rows={1}
        maxLength={CHAT_TEXT_MAX}
        value={text}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        data-testid="chat-input"
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <button
        type="submit"
        className="chat-composer__send"
        disabled={isSending || text.trim() === ''}
        aria-label={t('chat.send')}
        data-testid="chat-send"
      >
        <Icon name="play" size={18} />
      </button>
    </form>
  );
}
