import type { Merchant } from '@fortuna/contracts/merchants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { auditQuery } from '../api/audit.api';
import { actionTone } from './action-label';

const RECENT_COUNT = 5;

/** The latest audit entries, for the dashboard. */
export function RecentAudit({ merchants }: { merchants: readonly Merchant[] }) {
  const audit = useQuery(auditQuery({ pageNo: 1, pageSize: RECENT_COUNT }));
  const codeOf = (id: number | null) => (id === null ? null : (merchants.find((m) => m.id === id)?.code ?? `#${id}`));

  if (audit.isPending) return <LoadingBlock />;
  if (audit.isError) return <ErrorBlock error={audit.error} onRetry={() => void audit.refetch()} />;
  if (audit.data.list.length === 0) return <EmptyState title="No activity yet" />;

  return (
    <>
      <ul className="activity-list" data-testid="recent-audit">
        {audit.data.list.map((entry) => {
          const code = codeOf(entry.merchantId);
          return (
            <li key={entry.id} className="activity-item">
              <span className="activity-dot" aria-hidden="true" />
              <div className="activity-body">
                <p className="activity-line">
                  <strong>{entry.staffUsername ?? 'system'}</strong>
                  <Badge tone={actionTone(entry.action)}>{entry.action}</Badge>
                </p>
                <p className="activity-meta muted" title={formatDateTime(entry.createdAt)}>
                  {code ? <span className="code-pill">{code}</span> : null}
                  <span>
                    {entry.targetType} #{entry.targetId} · {formatRelative(entry.createdAt)} · {entry.ip}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="card-footer">
        <Link to="/audit" className="link">
          View full audit log →
        </Link>
      </div>
    </>
  );
}
