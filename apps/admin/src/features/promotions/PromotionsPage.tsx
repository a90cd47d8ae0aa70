import type { AdminPromotion } from '@fortuna/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { merchantsQuery } from '../../api/merchant-queries';
import { pickMerchantId } from '../../lib/list-filters';
import { useCanManageContent } from '../../session/permissions';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { MerchantFilter } from '../merchants/components/MerchantFilter';
import { ApplicationsPanel } from './ApplicationsPanel';
import { ClaimLimitsPanel } from './ClaimLimitsPanel';
import { PromotionFormDialog } from './PromotionFormDialog';
import { KIND_LABELS, MISSION_TASK_LABELS } from './promotion-draft';
import { promotionsQuery, useSetPromotionStatus } from './promotions.api';
import { ReferralPanel } from './ReferralPanel';
import { VipLevelsPanel } from './VipLevelsPanel';

function ruleSummary(promotion: AdminPromotion): string {
  const rule = promotion.rule;
  switch (rule.kind) {
    case 'first_deposit':
    case 'reload_deposit':
      return `${rule.percent}% up to ${rule.cap}, min ${rule.minDeposit}`;
    case 'daily_checkin':
      return `Streak: ${rule.streakRewards.join(' · ')}`;
    case 'apply_approve':
      return `${rule.amount} when approved`;
    case 'cashback':
      return `${rule.percent}% of net loss per ${rule.period} up to ${rule.cap}, min loss ${rule.minLoss}`;
    case 'mission':
      return `${MISSION_TASK_LABELS[rule.task]}: ${rule.target}${rule.gameType ? ` in ${rule.gameType}` : ''} per ${rule.period}, reward ${rule.reward}`;
    case 'leaderboard':
      return `Top valid bet${rule.gameType ? ` in ${rule.gameType}` : ''} per ${rule.period}; prizes ${rule.prizes.join(' · ')}`;
    case 'raffle':
      return `1 ticket per ${rule.ticketEvery} of ${rule.source === 'deposit' ? 'deposits' : 'valid bet'}; prizes ${rule.prizeTiers.map((tier) => `${tier.prize}×${tier.winners}`).join(' · ')}${rule.needsClaim ? ', winners claim' : ', paid at the draw'}`;
  }
}

/** The merchant's promotions: create, edit, pause and resume; and the applications to decide. Every action is audited. */
export function PromotionsPage() {
  const canManage = useCanManageContent();
  const [params, setParams] = useSearchParams();
  const merchants = useQuery(merchantsQuery);
  const asked = Number(params.get('merchant'));
  const merchantId = pickMerchantId(Number.isInteger(asked) && asked > 0 ? asked : undefined, merchants.data);
  const promotions = useQuery({ ...promotionsQuery(merchantId ?? 0), enabled: merchantId !== undefined });
  const setStatus = useSetPromotionStatus();
  const [editing, setEditing] = useState<{ promotion?: AdminPromotion } | null>(null);
  // Finance staff read a promotion's claim limits; operators edit them in the promotion's form.
  const [viewingLimits, setViewingLimits] = useState<AdminPromotion | null>(null);

  const toggle = (promotion: AdminPromotion) => {
    const status = promotion.status === 'active' ? 'paused' : 'active';
    setStatus.mutate(
      { id: promotion.id, status },
      { onSuccess: () => toast.success(`${promotion.texts.EN.title}: ${status === 'paused' ? 'paused' : 'resumed'}`) },
    );
  };

  const addButton =
    canManage && merchantId !== undefined ? (
      <button type="button" className="btn btn-primary" data-testid="promo-create" onClick={() => setEditing({})}>
        <Icon name="plus" size={16} /> New promotion
      </button>
    ) : null;

  return (
    <div data-testid="promotions-admin-page">
      <PageHeader
        title="Promotions"
        description="Deposit bonuses, daily check-in and apply-and-approve offers players claim on the site, and the VIP levels. Rewards are paid from the house account with the wagering set here."
        actions={addButton}
      />
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => setParams({ merchant: String(id) })}
            testId="promo-merchant"
          />
        </div>
        {promotions.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
        {promotions.isError ? <ErrorBlock error={promotions.error} onRetry={() => void promotions.refetch()} /> : null}
        {promotions.data?.length === 0 ? (
          <EmptyState title="No promotions yet" icon="megaphone">
            <p>Create a first deposit bonus, a reload bonus or a daily check-in for this merchant.</p>
          </EmptyState>
        ) : null}
        {promotions.data && promotions.data.length > 0 ? (
          <div className="table-wrap">
            <table className="table table-dense" data-testid="promo-table">
              <thead>
                <tr>
                  <th scope="col">Promotion</th>
                  <th scope="col">Rule</th>
                  <th scope="col">Schedule</th>
                  <th scope="col">Wagering</th>
                  <th scope="col">Claims</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="col-actions">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {promotions.data.map((promotion) => (
                  <tr key={promotion.id} data-testid="promo-row">
                    <td className="cell-title">
                      <span className="cell-strong">{promotion.texts.EN.title}</span>
                      <span className="cell-sub muted">{promotion.texts.TY.title}</span>
                    </td>
                    <td>
                      <span className="cell-strong">{KIND_LABELS[promotion.rule.kind]}</span>
                      <span className="cell-sub muted">{ruleSummary(promotion)}</span>
                    </td>
                    <td>
                      {formatDateTime(promotion.startsAt)}
                      <span className="cell-sub muted">
                        {promotion.endsAt ? `until ${formatDateTime(promotion.endsAt)}` : 'open-ended'}
                      </span>
                    </td>
                    <td className="mono">
                      ×{promotion.wageringMultiple} · {promotion.wallet}
                    </td>
                    <td className="mono">
                      {promotion.issuedCount}
                      {promotion.applyingCount > 0 ? ` (+${promotion.applyingCount} waiting)` : ''}
                    </td>
                    <td>
                      <Badge tone={promotion.status === 'active' ? 'success' : 'neutral'} dot>
                        {promotion.status}
                      </Badge>
                    </td>
                    {canManage ? (
                      <td className="col-actions">
                        <div className="row-actions">
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            onClick={() => setEditing({ promotion })}
                            data-testid="promo-edit"
                          >
                            {promotion.raffleDrawnAt ? 'View' : 'Edit'}
                          </button>
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            disabled={setStatus.isPending}
                            onClick={() => toggle(promotion)}
                            data-testid="promo-toggle"
                          >
                            {promotion.status === 'active' ? 'Pause' : 'Resume'}
                          </button>
                        </div>
                      </td>
                    ) : (
                      <td className="col-actions">
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => setViewingLimits(promotion)}
                          data-testid="promo-limits-view"
                        >
                          Claim limits
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {merchantId !== undefined ? <ApplicationsPanel merchantId={merchantId} /> : null}
      {merchantId !== undefined ? <VipLevelsPanel merchantId={merchantId} canManage={canManage} /> : null}
      {merchantId !== undefined ? <ReferralPanel merchantId={merchantId} canManage={canManage} /> : null}
      {viewingLimits ? (
        <Modal
          open
          title={`Claim limits: ${viewingLimits.texts.EN.title}`}
          onClose={() => setViewingLimits(null)}
          testId="promo-limits-dialog"
        >
          <ClaimLimitsPanel promotionId={viewingLimits.id} canManage={false} />
        </Modal>
      ) : null}
      {editing && merchantId !== undefined ? (
        <PromotionFormDialog merchantId={merchantId} promotion={editing.promotion} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
