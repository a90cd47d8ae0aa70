import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@fortuna/contracts/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { formatLocaleDateTime } from '../../../lib/date-time';
import { showDialog } from '../../../ui/dialog-store';
import { Field } from '../../../ui/Field';
import { Pagination } from '../../../ui/Pagination';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { AccountCard } from '../../account/components/AccountCard';
import '../../../ui/inline-form.css';
import { feedbackListQuery, feedbackQueryRoot, sendFeedback } from '../api/feedback';
import './feedback.css';

function isFeedbackType(value: string): value is FeedbackType {
  return (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/** Member centre → Feedback: send feedback or a complaint (140 characters, 3 images), and follow the answers. */
export function FeedbackPanel() {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [type, setType] = useState<FeedbackType>('complaint');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(feedbackListQuery(pageNo));
  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      setContent('');
      setImages([]);
      setPageNo(1);
      void queryClient.invalidateQueries({ queryKey: feedbackQueryRoot });
      showDialog({ icon: 'success', message: t('feedback.sent') });
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });
  const locale = i18n.language === 'EN' ? 'en-GB' : 'vi-VN';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim()) send.mutate({ type, content: content.trim(), images });
  };

  return (
    <div className="feedback" data-testid="feedback-panel">
      <AccountCard icon="mail" title={t('feedback.title')} text={t('feedback.intro')}>
        <form className="feedback-form" onSubmit={submit}>
          <Field label={t('feedback.type')} htmlFor="feedback-type">
            <select
              id="feedback-type"
              className="input"
              value={type}
              onChange={(event) => isFeedbackType(event.target.value) && setType(event.target.value)}
              data-testid="feedback-type"
            >
              {FEEDBACK_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`feedback.types.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t('feedback.content')}
            htmlFor="feedback-content"
            hint={`${content.length}/${FEEDBACK_CONTENT_MAX}`}
          >
            <textarea
              id="feedback-content"
              className="input feedback-form__text"
              rows={3}
              maxLength={FEEDBACK_CONTENT_MAX}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              data-testid="feedback-content"
            />
          </Field>
          <div className="feedback-form__images">
            {images.map((image, index) => (
              <span key={`${image.name}-${image.size}-${image.lastModified}`} className="feedback-chip">
                {image.name}
                <button
                  type="button"
                  aria-label={t('feedback.removeImage')}
                  onClick={() => setImages(images.filter((_, at) => at !== index))}
                >
                  ×
                </button>
              </span>
            ))}
            {images.length < FEEDBACK_IMAGES_MAX && (
              <label className="btn btn--secondary btn--small">
                {t('feedback.addImage', { count: images.length, max: FEEDBACK_IMAGES_MAX })}
                <input
                  type="file"
                  accept="image/png,image/jpeg"
                  hidden
                  data-testid="feedback-file"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) setImages((current) => [...current, file].slice(0, FEEDBACK_IMAGES_MAX));
                  }}
                />
              </label>
            )}
          </div>
          <p className="card-note">{t('feedback.imageRules')}</p>
          <div>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={send.isPending || !content.trim()}
              data-testid="feedback-submit"
            >
              {t('feedback.submit')}
            </button>
          </div>
        </form>
      </AccountCard>
      <section className="feedback-list" aria-label={t('feedback.mine')}>
        <h3 className="feedback-list__title">{t('feedback.mine')}</h3>
        {list.isPending && <LoadingState />}
        {list.isError && (
          <ErrorState
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        )}
        {list.data?.list.length === 0 && <p className="card-note">{t('feedback.none')}</p>}
        {list.data?.list.map((item) => (
          <article key={item.id} className="feedback-item" data-testid="feedback-item">
            <header className="feedback-item__header">
              <span className="feedback-item__type">{t(`feedback.types.${item.type}`)}</span>
              <span className={`feedback-status feedback-status--${item.status}`}>
                {t(`feedback.statuses.${item.status}`)}
              </span>
              <time className="feedback-item__time">{formatLocaleDateTime(item.createdAt, locale)}</time>
            </header>
            <p className="feedback-item__content">{item.content}</p>
            {item.images.length > 0 && (
              <p className="card-note">{t('feedback.imageCount', { count: item.images.length })}</p>
            )}
            {item.replies.map((reply) => (
              <div key={reply.id} className="feedback-reply">
                <strong>{t('feedback.replyFrom', { name: reply.staffName })}</strong>
                <p>{reply.body}</p>
              </div>
            ))}
          </article>
        ))}
        {list.data && list.data.total > list.data.pageSize && (
          <Pagination
            pageNo={pageNo}
            totalPages={Math.ceil(list.data.total / list.data.pageSize)}
            onPageChange={setPageNo}
          />
        )}
      </section>
    </div>
  );
}
