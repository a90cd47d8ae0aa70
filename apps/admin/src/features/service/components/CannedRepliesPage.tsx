import type { CannedReply } from '@fortuna/contracts/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { deleteCannedReply, fetchCannedReplies, saveCannedReply, serviceKeys } from '../api/service.api';
import '../service.css';

const EMPTY = { title: '', bodyEn: '', bodyTy: '' };

/** Canned replies of a merchant in EN and TY: the chat console inserts the one in the customer's language. */
export function CannedRepliesPage() {
  const queryClient = useQueryClient();
  const merchants = useQuery(merchantsQuery);
  const [merchantChoice, setMerchantChoice] = useState<number | undefined>();
  const merchantId = pickMerchantId(merchantChoice, merchants.data);
  const [draft, setDraft] = useState<{ id?: number; title: string; bodyEn: string; bodyTy: string }>(EMPTY);
  const list = useQuery({
    queryKey: serviceKeys.canned(merchantId ?? 0),
    queryFn: ({ signal }) => fetchCannedReplies(merchantId ?? 0, signal),
    enabled: merchantId !== undefined,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: serviceKeys.canned(merchantId ?? 0) });
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const save = useMutation({
    mutationFn: () =>
      saveCannedReply(
        { merchantId: merchantId ?? 0, title: draft.title, bodyEn: draft.bodyEn, bodyTy: draft.bodyTy },
        draft.id,
      ),
    onSuccess: () => {
      setDraft(EMPTY);
      refresh();
      toast.success('Canned reply saved');
    },
    onError,
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteCannedReply(id), onSuccess: refresh, onError });
  const edit = (reply: CannedReply) =>
    setDraft({ id: reply.id, title: reply.title, bodyEn: reply.bodyEn, bodyTy: reply.bodyTy });
  return (
    <div data-testid="canned-replies">
      <PageHeader
        title="Canned replies"
        description="Ready answers for the live chat, each in English and Vietnamese."
      />
      <section className="card">
        <div className="filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={setMerchantChoice}
            testId="canned-merchant"
          />
        </div>
        <form
          className="canned-form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <input
            className="input"
            value={draft.title}
            maxLength={60}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            placeholder="Title"
            aria-label="Title"
          />
          <textarea
            className="textarea"
            rows={2}
            value={draft.bodyEn}
            onChange={(event) => setDraft({ ...draft, bodyEn: event.target.value })}
            placeholder="English text"
            aria-label="English text"
          />
          <textarea
            className="textarea"
            rows={2}
            value={draft.bodyTy}
            onChange={(event) => setDraft({ ...draft, bodyTy: event.target.value })}
            placeholder="Vietnamese text"
            aria-label="Vietnamese text"
          />
          <div>
            <button
              type="submit"
              className="btn btn-sm btn-primary"
              disabled={!draft.title || !draft.bodyEn || !draft.bodyTy || save.isPending}
            >
              {draft.id ? 'Save changes' : 'Add reply'}
            </button>
            {draft.id && (
              <button type="button" className="btn btn-sm btn-ghost" onClick={() => setDraft(EMPTY)}>
                Cancel
              </button>
            )}
          </div>
        </form>
      </section>
      <section className="card card-flush">
        {list.data?.length === 0 && <EmptyState title="No canned replies yet" icon="mail" />}
        <div className="service-items">
          {list.data?.map((reply) => (
            <article key={reply.id} className="service-item">
              <header className="service-item__header">
                <strong>{reply.title}</strong>
                <span className="service-item__end">
                  <button type="button" className="btn btn-sm" onClick={() => edit(reply)}>
                    Edit
                  </button>{' '}
                  <button type="button" className="btn btn-sm btn-ghost" onClick={() => remove.mutate(reply.id)}>
                    Delete
                  </button>
                </span>
              </header>
              <p className="service-item__content">EN: {reply.bodyEn}</p>
              <p className="service-item__content">TY: {reply.bodyTy}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
