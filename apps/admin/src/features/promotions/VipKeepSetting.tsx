import { VIP_KEEP_PERIODS, type VipKeepPeriod } from '@fortuna/contracts/vip';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { Alert } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { useSaveVipSettings, vipSettingsQuery } from './vip.api';

const LABELS: Record<VipKeepPeriod, string> = {
  none: 'Levels are kept for good',
  month: 'Review each month (keep-level valid bet per month)',
  quarter: 'Review each quarter (keep-level valid bet per quarter)',
};

/** The merchant's keep-level rule: after each month or quarter, holders below their level's keep valid bet drop one level. */
export function VipKeepSetting({ merchantId, canManage }: { merchantId: number; canManage: boolean }) {
  const settings = useQuery(vipSettingsQuery(merchantId));
  const save = useSaveVipSettings();
  const choose = (keepPeriod: VipKeepPeriod) =>
    save.mutate(
      { merchantId, body: { keepPeriod } },
      { onSuccess: () => toast.success(`Keep-level rule: ${LABELS[keepPeriod].toLowerCase()}`) },
    );
  return (
    <div className="card-body filter-bar" data-testid="vip-keep-setting">
      <label htmlFor="vip-keep-period" className="cell-strong">
        Keep-level rule
      </label>
      <select
        id="vip-keep-period"
        className="input"
        style={{ maxWidth: 420 }}
        value={settings.data?.keepPeriod ?? 'none'}
        disabled={!canManage || settings.isPending || save.isPending}
        onChange={(event) => choose(event.target.value as VipKeepPeriod)}
        data-testid="vip-keep-period"
      >
        {VIP_KEEP_PERIODS.map((period) => (
          <option key={period} value={period}>
            {LABELS[period]}
          </option>
        ))}
      </select>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
    </div>
  );
}
