import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** After a conversation ends: 1 to 5 stars and an optional comment. */
export function ChatRating({
  conversationId,
  onRate,
}: {
  conversationId: number;
  onRate: (id: number, rating: number, comment: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <div className="chat-rating" data-testid="chat-rating">
      <p className="chat-rating__title">{t('chat.rateTitle')}</p>
      <div className="chat-rating__stars">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={rating === value}
            aria-label={t('chat.stars', { count: value })}
            className={value <= rating ? 'chat-rating__star is-on' : 'chat-rating__star'}
            onClick={() => setRating(value)}
          >
            ★
          </button>
        ))}
      </div>
      <textarea
        className="input"
        rows={2}
        maxLength={300}
        value={comment}
        placeholder={t('chat.rateComment')}
        onChange={(event) => setComment(event.target.value)}
      />
      <button
        type="button"
        className="btn btn--primary"
        disabled={rating === 0}
        onClick={() => void onRate(conversationId, rating, comment.trim())}
      >
        {t('chat.rateSend')}
      </button>
    </div>
  );
}
