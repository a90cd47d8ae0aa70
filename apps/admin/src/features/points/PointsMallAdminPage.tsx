import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { merchantsQuery } from '../../api/merchant-queries';
import { pickMerchantId } from '../../lib/list-filters';
import { useCanManageContent } from '../../session/permissions';
import { PageHeader } from '../../ui/PageHeader';
import { MerchantFilter } from '../merchants/components/MerchantFilter';
import { GoodsPanel } from './GoodsPanel';
import { GrantPanel } from './GrantPanel';
import { OrdersPanel } from './OrdersPanel';
import { RatesPanel } from './RatesPanel';

/** Points mall: the orders queue, the goods, the point rates and the points grant. Every change is audited. */
export function PointsMallAdminPage() {
  const canManage = useCanManageContent();
  const [params, setParams] = useSearchParams();
  const merchants = useQuery(merchantsQuery);
  const asked = Number(params.get('merchant'));
  const merchantId = pickMerchantId(Number.isInteger(asked) && asked > 0 ? asked : undefined, merchants.data);

  return (
    <div data-testid="points-admin-page">
      <PageHeader
        title="Points mall"
        description="Members earn points on valid bet by game area and redeem them for goods or balance. Fulfil or reject their orders here; a rejection returns the points."
      />
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => setParams({ merchant: String(id) })}
            testId="points-merchant"
          />
        </div>
      </section>
      {merchantId !== undefined ? (
        <>
          <OrdersPanel merchantId={merchantId} canDecide={canManage} />
          <GoodsPanel merchantId={merchantId} canManage={canManage} />
          <RatesPanel merchantId={merchantId} canManage={canManage} />
          {canManage ? <GrantPanel merchantId={merchantId} /> : null}
        </>
      ) : null}
    </div>
  );
}
