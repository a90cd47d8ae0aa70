import { typedAmountToCanonical } from '@fortuna/contracts/money';
import type { OverLimitWins } from '@fortuna/contracts/risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { toast } from '../../../ui/toast-store';
import { fetchRiskSettings, saveRiskSettings, serviceKeys } from '../api/service.api';

/** The merchant's thresholds: a win at least this large is reviewed (holding withdrawals); withdrawals above this need KYC. */
export function RiskSettingsCard({ merchantId }: { merchantId: number }) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: serviceKeys.riskSettings(merchantId),
    queryFn: ({ signal }) => fetchRiskSettings(merchantId, signal),
  });
  const [largeWin, setLargeWin] = useState('');
  const [kyc, setKyc] = useState('');
  const [overLimit, setOverLimit] = useState<OverLimitWins>('refuse');
  useEffect(() => {
    setLargeWin(settings.data?.largeWinThreshold?.amount ?? '');
    setKyc(settings.data?.kycWithdrawalThreshold?.amount ?? '');
    setOverLimit(settings.data?.overLimitWins ?? 'refuse');
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () =>
      saveRiskSettings({
        merchantId,
        // As staff typed them ("1,000,000"), sent in the canonical form ("1000000").
        largeWinThreshold: largeWin.trim() ? (typedAmountToCanonical(largeWin) ?? largeWin) : null,
        kycWithdrawalThreshold: kyc.trim() ? (typedAmountToCanonical(kyc) ?? kyc) : null,
        overLimitWins: overLimit,
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(serviceKeys.riskSettings(merchantId), next);
      toast.success('Thresholds saved');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <section className="card risk-settings">
      <form
        className="service-item__form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <label className="field">
          <span className="field-label">Large-win review from</span>
          <input
            className="input"
            inputMode="decimal"
            value={largeWin}
            onChange={(event) => setLargeWin(event.target.value)}
            placeholder="off"
          />
        </label>
        <label className="field">
          <span className="field-label">Verified identity for withdrawals over</span>
          <input
            className="input"
            inputMode="decimal"
            value={kyc}
            onChange={(event) => setKyc(event.target.value)}
            placeholder="off"
          />
        </label>
        <label className="field">
          <span className="field-label">Wins over the vendor's or game's ceiling</span>
          <select
            className="input"
            data-testid="risk-over-limit-wins"
            value={overLimit}
            onChange={(event) => setOverLimit(event.target.value === 'hold' ? 'hold' : 'refuse')}
          >
            <option value="refuse">Refuse (the vendor is told WIN_OVER_LIMIT)</option>
            <option value="hold">Hold for review (credited once approved)</option>
          </select>
        </label>
        <button type="submit" className="btn btn-sm btn-primary" disabled={save.isPending}>
          Save thresholds
        </button>
      </form>
    </section>
  );
}
