import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { merchantsQuery } from '../../api/merchant-queries';
import { RecentAudit } from '../../features/audit/components/RecentAudit';
import { MaintenanceOverview } from '../../features/maintenance/components/MaintenanceOverview';
import { useMaintenanceSummary } from '../../features/maintenance/hooks/useMaintenanceSummary';
import { useSessionStore } from '../../session/session-store';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../ui/StateViews';

interface StatCardProps {
  label: string;
  value: string;
  note: string;
  tone?: 'accent' | 'warning' | 'success' | 'neutral';
  testId: string;
}

function StatCard({ label, value, note, tone = 'neutral', testId }: StatCardProps) {
  return (
    <div className={`card stat-card stat-${tone}`} data-testid={testId}>
      <p className="stat-label">{label}</p>
      <p className="stat-value">{value}</p>
      <p className="stat-note">{note}</p>
    </div>
  );
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function DashboardPage() {
  const staff = useSessionStore((state) => state.staff);
  const merchants = useQuery(merchantsQuery);
  const list = merchants.data ?? [];
  const maintenance = useMaintenanceSummary(list);
  const activeCount = list.filter((merchant) => merchant.status === 'active').length;
  const domainCount = list.reduce((sum, merchant) => sum + merchant.domains.length, 0);
  const pendingValue = merchants.isPending ? '…' : null;

  return (
    <>
      <PageHeader
        title={`${greeting(new Date().getHours())}, ${staff?.displayName || staff?.username || ''}`}
        description="Platform status across all merchants."
      />
      {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
      <div className="stat-grid">
        <StatCard
          label="Merchants"
          value={pendingValue ?? String(list.length)}
          note={`${activeCount} active · ${list.length - activeCount} disabled`}
          tone="accent"
          testId="stat-merchants"
        />
        <StatCard
          label="In maintenance"
          value={pendingValue ?? (maintenance.isPending ? '…' : String(maintenance.inMaintenance))}
          note={maintenance.inMaintenance > 0 ? 'Player sites currently closed' : 'All player sites are live'}
          tone={maintenance.inMaintenance > 0 ? 'warning' : 'success'}
          testId="stat-maintenance"
        />
        <StatCard
          label="Domains"
          value={pendingValue ?? String(domainCount)}
          note="Host names routed to merchants"
          testId="stat-domains"
        />
      </div>
      <div className="dashboard-grid">
        <section className="card card-flush">
          <header className="card-header">
            <h2 className="card-title">Maintenance status</h2>
          </header>
          {merchants.isPending ? <LoadingBlock /> : null}
          {merchants.data?.length === 0 ? (
            <EmptyState title="No merchants yet">
              <Link to="/merchants" className="link">
                Create a merchant
              </Link>
            </EmptyState>
          ) : null}
          {list.length > 0 ? <MaintenanceOverview merchants={list} /> : null}
        </section>
        <section className="card card-flush">
          <header className="card-header">
            <h2 className="card-title">Latest activity</h2>
          </header>
          <RecentAudit merchants={list} />
        </section>
      </div>
    </>
  );
}
