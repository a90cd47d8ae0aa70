import { typedAmountToCanonical } from '@fortuna/contracts/money';
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
  useEffect(() => {
    setLargeWin(settings.data?.largeWinThreshold?.amount ?? '');
    setKyc(settings.data?.kycWithdrawalThreshold?.amount ?? '');
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () =>
      saveRiskSettings({
        merchantId,
        // As staff typed them ("1,000,000"), sent in the canonical form ("1000000").
        largeWinThreshold: largeWin.trim() ? (typedAmountToCanonical(largeWin) ?? largeWin) : null,
        kycWithdrawalThreshold: kyc.trim() ? (typedAmountToCanonical(kyc) ?? kyc) : null,
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
        <button type="submit" className="btn btn-sm btn-primary" disabled={save.isPending}>
          Save thresholds
        </button>
      </form>
    </section>
  );
}
