import { type AdminKyc, KYC_STATUSES, type KycStatus } from '@fortuna/contracts/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { decideKyc, fetchKycQueue, serviceKeys } from '../api/service.api';
import { PrivateFile } from './PrivateFile';
import '../service.css';

function isStatus(value: string): value is KycStatus {
  return (KYC_STATUSES as readonly string[]).includes(value);
}

/** Identity review: the documents of each submission, the ID number against registration, verify or reject with a reason. */
export function KycReviewPage() {
  const merchants = useQuery(merchantsQuery);
  const [merchantChoice, setMerchantChoice] = useState<number | undefined>();
  const merchantId = pickMerchantId(merchantChoice, merchants.data);
  const [status, setStatus] = useState<KycStatus>('pending');
  const filters = { merchantId, status, pageNo: 1 };
  const list = useQuery({
    queryKey: serviceKeys.kyc(filters),
    queryFn: ({ signal }) => fetchKycQueue(filters, signal),
    enabled: merchantId !== undefined,
  });
  return (
    <div data-testid="kyc-review">
      <PageHeader
        title="Identity verification"
        description="Front, back and selfie of each submission. Decisions are audited and the member is told by message."
      />
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={setMerchantChoice}
            testId="kyc-merchant"
          />
          <select
            className="input input-sm"
            aria-label="Status"
            value={status}
            onChange={(event) => isStatus(event.target.value) && setStatus(event.target.value)}
          >
            {KYC_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        {list.isPending && merchantId !== undefined && <LoadingBlock />}
        {list.isError && <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.list.length === 0 && <EmptyState title="No submissions" icon="shield" />}
        <div className="service-items">
          {list.data?.list.map((item) => (
            <KycItem key={item.accountId} item={item} />
          ))}
        </div>
      </section>
    </div>
  );
}

function KycItem({ item }: { item: AdminKyc }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'verify' | 'reject') =>
      decideKyc(item.accountId, decision === 'verify' ? { decision, note: '' } : { decision, reason: reason.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serviceKeys.kycAll });
      toast.success('Decision saved');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const match = item.idNumberMatchesRegistration;
  return (
    <article className="service-item" data-testid={`kyc-${item.accountId}`}>
      <header className="service-item__header">
        <strong>{item.username}</strong>
        <Badge tone={item.status === 'verified' ? 'success' : item.status === 'pending' ? 'warning' : 'neutral'}>
          {item.status}
        </Badge>
        {item.submittedAt && <span className="cell-sub">submitted {formatDateTime(item.submittedAt)}</span>}
      </header>
      <p className="service-item__content">
        ID number <code className="code-pill">{item.idNumber ?? '—'}</code>{' '}
        {match === null ? (
          <span className="cell-sub">(no ID number at registration)</span>
        ) : match ? (
          <Badge tone="success">matches registration</Badge>
        ) : (
          <Badge tone="danger">differs from registration ({item.registeredIdNumber})</Badge>
        )}
      </p>
      <div className="service-item__files">
        {item.documents.map((document) => (
          <figure key={document.id} className="service-item__figure">
            <PrivateFile url={document.url} label={document.kind} />
            <figcaption className="cell-sub">{document.kind}</figcaption>
          </figure>
        ))}
      </div>
      {item.status === 'pending' && (
        <div className="service-item__form">
          <input
            className="input"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Reason (needed to reject)"
          />
          <button
            type="button"
            className="btn btn-sm"
            disabled={!reason.trim() || decide.isPending}
            onClick={() => decide.mutate('reject')}
          >
            Reject
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate('verify')}
            data-testid="kyc-verify"
          >
            Verify
          </button>
        </div>
      )}
      {item.status === 'rejected' && <p className="cell-sub">Reason: {item.reason}</p>}
    </article>
  );
}
