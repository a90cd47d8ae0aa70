import { type AdminFeedback, FEEDBACK_STATUSES, type FeedbackStatus } from '@fortuna/contracts/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { fetchFeedback, replyToFeedback, serviceKeys, setFeedbackStatus } from '../api/service.api';
import { PrivateFile } from './PrivateFile';
import '../service.css';

function isStatus(value: string): value is FeedbackStatus {
  return (FEEDBACK_STATUSES as readonly string[]).includes(value);
}

/** The feedback and complaints queue: read, answer (the member gets it as a platform message), set the status. */
export function FeedbackQueuePage() {
  const merchants = useQuery(merchantsQuery);
  const [merchantChoice, setMerchantChoice] = useState<number | undefined>();
  const merchantId = pickMerchantId(merchantChoice, merchants.data);
  const [status, setStatus] = useState<FeedbackStatus | undefined>('open');
  const [pageNo, setPageNo] = useState(1);
  const filters = { merchantId, status, pageNo };
  const list = useQuery({
    queryKey: serviceKeys.feedback(filters),
    queryFn: ({ signal }) => fetchFeedback(filters, signal),
    enabled: merchantId !== undefined,
  });

  return (
    <div data-testid="feedback-queue">
      <PageHeader
        title="Feedback and complaints"
        description="Members' feedback with up to 3 images. A reply reaches the member as a platform message in their language."
      />
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={setMerchantChoice}
            testId="feedback-merchant"
          />
          <select
            className="input input-sm"
            aria-label="Status"
            value={status ?? ''}
            onChange={(event) => {
              setStatus(isStatus(event.target.value) ? event.target.value : undefined);
              setPageNo(1);
            }}
          >
            <option value="">All statuses</option>
            {FEEDBACK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value.replace('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        {list.isPending && merchantId !== undefined && <LoadingBlock />}
        {list.isError && <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.list.length === 0 && <EmptyState title="Nothing here" icon="mail" />}
        <div className="service-items">
          {list.data?.list.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </div>
        {list.data && (
          <Pagination
            pageNo={pageNo}
            totalPages={Math.ceil(list.data.total / list.data.pageSize)}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPageChange={setPageNo}
          />
        )}
      </section>
    </div>
  );
}

function FeedbackItem({ item }: { item: AdminFeedback }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const onSuccess = () => {
    setReply('');
    void queryClient.invalidateQueries({ queryKey: serviceKeys.feedbackAll });
    toast.success('Saved');
  };
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const answer = useMutation({
    mutationFn: () => replyToFeedback(item.id, reply.trim(), 'resolved'),
    onSuccess,
    onError,
  });
  const changeStatus = useMutation({
    mutationFn: (next: FeedbackStatus) => setFeedbackStatus(item.id, next),
    onSuccess,
    onError,
  });
  return (
    <article className="service-item" data-testid={`feedback-${item.id}`}>
      <header className="service-item__header">
        <strong>{item.username}</strong>
        <Badge tone={item.type === 'complaint' ? 'danger' : 'info'}>{item.type}</Badge>
        <Badge tone={item.status === 'open' ? 'warning' : item.status === 'resolved' ? 'success' : 'neutral'}>
          {item.status.replace('_', ' ')}
        </Badge>
        <span className="cell-sub">{formatDateTime(item.createdAt)}</span>
        <select
          className="input input-sm service-item__end"
          aria-label="Set status"
          value={item.status}
          onChange={(event) => isStatus(event.target.value) && changeStatus.mutate(event.target.value)}
        >
          {FEEDBACK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value.replace('_', ' ')}
            </option>
          ))}
        </select>
      </header>
      <p className="service-item__content">{item.content}</p>
      {item.images.length > 0 && (
        <div className="service-item__files">
          {item.images.map((url, index) => (
            <PrivateFile key={url} url={url} label={`image ${index + 1}`} />
          ))}
        </div>
      )}
      {item.replies.map((row) => (
        <p key={row.id} className="service-item__reply">
          <strong>{row.staffName}</strong> · {formatDateTime(row.createdAt)}
          <br />
          {row.body}
        </p>
      ))}
      <form
        className="service-item__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (reply.trim()) answer.mutate();
        }}
      >
        <textarea
          className="textarea"
          rows={2}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          placeholder="Answer the member (sent as a platform message)"
          data-testid="feedback-reply"
        />
        <button
          type="submit"
          className="btn btn-sm btn-primary"
          disabled={!reply.trim() || answer.isPending}
          data-testid="feedback-send-reply"
        >
          Reply and resolve
        </button>
      </form>
    </article>
  );
}
