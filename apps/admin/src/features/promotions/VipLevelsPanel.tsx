import { GAME_TYPES } from '@fortuna/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { Icon } from '../../ui/Icon';
import { Alert, EmptyState, ErrorBlock, LoadingBlock } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { VipKeepSetting } from './VipKeepSetting';
import { VipLevelRowEditor } from './VipLevelRowEditor';
import { useSaveVipLevels, vipLevelsQuery } from './vip.api';
import { draftOf, emptyDraft, inputOf, type VipLevelDraft } from './vip-draft';

/**
 * The merchant's VIP table: per level its EN and TY names, the cumulative valid bet and deposits it asks, the
 * upgrade bonus (paid once on reaching it), the monthly bonus and the rebate rate per game area. Saved whole, audited.
 */
export function VipLevelsPanel({ merchantId, canManage }: { merchantId: number; canManage: boolean }) {
  const levels = useQuery(vipLevelsQuery(merchantId));
  const save = useSaveVipLevels();
  const [drafts, setDrafts] = useState<VipLevelDraft[] | null>(null);

  const startEditing = () => {
    save.reset();
    setDrafts((levels.data ?? []).map(draftOf));
  };
  const change = (index: number, draft: VipLevelDraft) =>
    setDrafts((current) => current?.map((row, at) => (at === index ? draft : row)) ?? null);
  const submit = () => {
    if (!drafts) return;
    save.mutate(
      { merchantId, body: { levels: drafts.map(inputOf) } },
      {
        onSuccess: () => {
          toast.success('VIP levels saved');
          setDrafts(null);
        },
      },
    );
  };

  return (
    <section className="card card-flush" data-testid="vip-levels-admin">
      <div className="card-toolbar filter-bar">
        <h2 className="card-title">VIP levels</h2>
        {canManage && !drafts ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm toolbar-end"
            onClick={startEditing}
            data-testid="vip-edit"
          >
            <Icon name="edit" size={14} /> Edit table
          </button>
        ) : null}
      </div>
      <VipKeepSetting merchantId={merchantId} canManage={canManage} />
      {levels.isPending ? <LoadingBlock /> : null}
      {levels.isError ? <ErrorBlock error={levels.error} onRetry={() => void levels.refetch()} /> : null}
      {drafts ? (
        <div className="card-body">
          {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
          {drafts.map((draft, index) => (
            <VipLevelRowEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the row's position.
              key={index}
              rank={index + 1}
              draft={draft}
              onChange={(next) => change(index, next)}
            />
          ))}
          <div className="row-actions">
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDrafts([...drafts, emptyDraft()])}>
              <Icon name="plus" size={14} /> Add level
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={drafts.length === 0}
              onClick={() => setDrafts(drafts.slice(0, -1))}
            >
              Remove the top level
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setDrafts(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={save.isPending}
              onClick={submit}
              data-testid="vip-save"
            >
              Save table
            </button>
          </div>
        </div>
      ) : null}
      {!drafts && levels.data?.length === 0 ? (
        <EmptyState title="No VIP levels" icon="members">
          <p>Without levels members have no VIP label. Add levels from the lowest up.</p>
        </EmptyState>
      ) : null}
      {!drafts && levels.data && levels.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table table-dense" data-testid="vip-table">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Name (EN / TY)</th>
                <th scope="col">Valid bet</th>
                <th scope="col">Deposits</th>
                <th scope="col">Upgrade bonus</th>
                <th scope="col">Monthly bonus</th>
                <th scope="col">Birthday bonus</th>
                <th scope="col">Keep valid bet</th>
                <th scope="col">Rebate %</th>
              </tr>
            </thead>
            <tbody>
              {levels.data.map((level) => (
                <tr key={level.rank} data-testid="vip-row">
                  <td className="mono">{level.rank}</td>
                  <td className="cell-title">
                    <span className="cell-strong">{level.names.EN}</span>
                    <span className="cell-sub muted">{level.names.TY}</span>
                  </td>
                  <td className="mono">{level.validBetThreshold.amount}</td>
                  <td className="mono">{level.depositThreshold.amount}</td>
                  <td className="mono">{level.upgradeBonus.amount}</td>
                  <td className="mono">{level.monthlyBonus.amount}</td>
                  <td className="mono">{level.birthdayBonus.amount}</td>
                  <td className="mono">{level.keepValidBet.amount}</td>
                  <td className="mono">
                    {GAME_TYPES.filter((area) => level.rebateRates[area] !== undefined)
                      .map((area) => `${area} ${level.rebateRates[area]}`)
                      .join(' · ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
