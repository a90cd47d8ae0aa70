import {
  RISK_FLAG_KINDS,
  RISK_FLAG_STATUSES,
  type RiskFlag,
  type RiskFlagKind,
  type RiskFlagStatus,
} from '@fortuna/contracts/risk';
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
import { decideRiskFlag, fetchRiskFlags, serviceKeys } from '../api/service.api';
import { MemberRiskCard } from './MemberRiskCard';
import { RiskSettingsCard } from './RiskSettingsCard';
import '../service.css';

const isStatus = (value: string): value is RiskFlagStatus => (RISK_FLAG_STATUSES as readonly string[]).includes(value);
const isKind = (value: string): value is RiskFlagKind => (RISK_FLAG_KINDS as readonly string[]).includes(value);

/** The risk queue: duplicate accounts, bonus abuse, large wins holding withdrawals; member levels; the merchant's thresholds. */
export function RiskQueuePage() {
  const merchants = useQuery(merchantsQuery);
  const [merchantChoice, setMerchantChoice] = useState<number | undefined>();
  const merchantId = pickMerchantId(merchantChoice, merchants.data);
  const [status, setStatus] = useState<RiskFlagStatus>('open');
  const [kind, setKind] = useState<RiskFlagKind | undefined>();
  const [memberId, setMemberId] = useState<number | null>(null);
  const filters = { merchantId, status, kind, pageNo: 1 };
  const list = useQuery({
    queryKey: serviceKeys.risk(filters),
    queryFn: ({ signal }) => fetchRiskFlags(filters, signal),
    enabled: merchantId !== undefined,
  });
  return (
    <div data-testid="risk-queue">
      <PageHeader
        title="Risk"
        description="Clear a flag to release what it holds; confirm it to keep it on record. Every decision is audited."
      />
      {merchantId !== undefined && <RiskSettingsCard merchantId={merchantId} />}
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={setMerchantChoice}
            testId="risk-merchant"
          />
          <select
            className="input input-sm"
            aria-label="Status"
            value={status}
            onChange={(event) => isStatus(event.target.value) && setStatus(event.target.value)}
          >
            {RISK_FLAG_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <select
            className="input input-sm"
            aria-label="Kind"
            value={kind ?? ''}
            onChange={(event) => setKind(isKind(event.target.value) ? event.target.value : undefined)}
          >
            <option value="">All kinds</option>
            {RISK_FLAG_KINDS.map((value) => (
              <option key={value} value={value}>
                {value.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        {list.isPending && merchantId !== undefined && <LoadingBlock />}
        {list.isError && <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.list.length === 0 && <EmptyState title="No flags" icon="shield" />}
        <div className="service-items">
          {list.data?.list.map((flag) => (
            <FlagItem key={flag.id} flag={flag} onOpenMember={() => setMemberId(flag.accountId)} />
          ))}
        </div>
      </section>
      {memberId !== null && <MemberRiskCard accountId={memberId} onClose={() => setMemberId(null)} />}
    </div>
  );
}

/** How a decision reads on a flag: a held win over the ceiling is approved (credited) or rejected (voided). */
function decisionLabels(flag: RiskFlag): { clear: string; confirm: string } {
  if (flag.kind === 'win_over_limit' && flag.detail.outcome === 'held') {
    return { clear: 'Approve (credit the win)', confirm: 'Reject (void the win)' };
  }
  if (flag.kind === 'bonus_abuse' || flag.kind === 'referral_abuse') {
    return { clear: 'Dismiss (no abuse)', confirm: 'Resolve (abuse confirmed)' };
  }
  return { clear: 'Clear', confirm: 'Confirm' };
}

const KIND_TONES: Partial<Record<RiskFlagKind, 'warning' | 'danger' | 'info'>> = {
  large_win: 'warning',
  bonus_abuse: 'danger',
  referral_abuse: 'danger',
  win_over_limit: 'danger',
  lottery_correction_uncovered: 'danger',
};

function FlagItem({ flag, onOpenMember }: { flag: RiskFlag; onOpenMember: () => void }) {
  const labels = decisionLabels(flag);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'clear' | 'confirm') => decideRiskFlag(flag.id, { decision, reason: reason.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serviceKeys.riskAll });
      toast.success('Decision saved');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <article className="service-item" data-testid={`risk-flag-${flag.id}`}>
      <header className="service-item__header">
        <button type="button" className="btn btn-sm btn-ghost" onClick={onOpenMember}>
          {flag.username}
        </button>
        <Badge tone={KIND_TONES[flag.kind] ?? 'info'}>{flag.kind.replaceAll('_', ' ')}</Badge>
        {flag.kind === 'win_over_limit' && (
          <Badge tone={flag.detail.outcome === 'held' ? 'warning' : 'neutral'}>
            {flag.detail.outcome === 'held' ? 'held: not credited until approved' : 'refused: nothing credited'}
          </Badge>
        )}
        {flag.holdsWithdrawals && flag.status === 'open' && <Badge tone="danger">withdrawals held</Badge>}
        {flag.amount && <strong>{flag.amount.amount}</strong>}
        <span className="cell-sub">{formatDateTime(flag.createdAt)}</span>
      </header>
      <p className="service-item__content cell-sub">
        {Object.entries(flag.detail)
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join(' · ')}
      </p>
      {flag.status === 'open' ? (
        <div className="service-item__form">
          <input
            className="input"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Reason (required)"
          />
          <button
            type="button"
            className="btn btn-sm"
            disabled={!reason.trim() || decide.isPending}
            onClick={() => decide.mutate('confirm')}
            data-testid="risk-confirm"
          >
            {labels.confirm}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!reason.trim() || decide.isPending}
            onClick={() => decide.mutate('clear')}
            data-testid="risk-clear"
          >
            {labels.clear}
          </button>
        </div>
      ) : (
        <p className="cell-sub">
          {flag.status} by {flag.decidedBy} · {flag.reason}
        </p>
      )}
    </article>
  );
}
