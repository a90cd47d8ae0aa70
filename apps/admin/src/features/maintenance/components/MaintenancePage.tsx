import { useQuery } from '@tanstack/react-query';
import { merchantsQuery } from '../../../api/merchant-queries';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { MaintenanceCard } from './MaintenanceCard';

export function MaintenancePage() {
  const merchants = useQuery(merchantsQuery);

  return (
    <>
      <PageHeader
        title="Maintenance"
        description="Put a merchant's player site into maintenance. Players then see the title and message below instead of the site."
      />
      {merchants.isPending ? <LoadingBlock /> : null}
      {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
      {merchants.data?.length === 0 ? <EmptyState title="No merchants yet" /> : null}
      {merchants.data && merchants.data.length > 0 ? (
        <div className="card-grid">
          {merchants.data.map((merchant) => (
            <MaintenanceCard key={merchant.id} merchant={merchant} />
          ))}
        </div>
      ) : null}
    </>
  );
}
