import { minorToDecimal, parseAmountText } from '@fortuna/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { merchantsQuery } from '../../../api/merchant-queries';
import { toast } from '../../../ui/toast-store';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { cutoffQuery, saveCutoff } from '../api/lottery-results.api';
import { SeaPayoutsForm } from './SeaPayoutsForm';

/**
 * A merchant's cut-off (betting on a regional or SEA draw closes this many minutes before it on the
 * merchant's site), its cap on the stake per number, draw and bet type, and its SEA payouts.
 */
export function CutoffPanel() {
  const merchants = useQuery(merchantsQuery);
  const [merchantId, setMerchantId] = useState<number | undefined>();
  const chosen = merchantId ?? merchants.data?.[0]?.id;
  const rule = useQuery({ ...cutoffQuery(chosen ?? 0), enabled: chosen !== undefined });
  const [minutes, setMinutes] = useState('');
  const [cap, setCap] = useState('');
  useEffect(() => {
    if (!rule.data) return;
    setMinutes(String(rule.data.cutoffMinutes));
    const minor = rule.data.numberCapMinor;
    setCap(minor ? minorToDecimal(BigInt(minor)) : '');
  }, [rule.data]);
  const capMinor = cap.trim() === '' ? null : parseAmountText(cap.trim());
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveCutoff(chosen ?? 0, Number(minutes), undefined, capMinor?.toString() ?? null),
    onSuccess: () => {
      toast.success('Cut-off and cap saved');
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'vn-rules'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <section className="card lottery-cutoff">
      <div className="card-toolbar filter-bar">
        <MerchantFilter
          merchants={merchants.data ?? []}
          merchantId={chosen}
          onChange={setMerchantId}
          testId="lottery-cutoff-merchant"
        />
        <label className="filter">
          <span className="filter-label">Betting closes (minutes before each draw)</span>
          <input
            className="input input-sm"
            type="number"
            min={1}
            max={120}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            data-testid="lottery-cutoff-minutes"
          />
        </label>
        <label className="filter">
          <span className="filter-label">Stake cap per number, draw and bet type (per point; empty: none)</span>
          <input
            className="input input-sm"
            inputMode="decimal"
            placeholder="No cap"
            value={cap}
            aria-invalid={cap.trim() !== '' && capMinor === null}
            onChange={(event) => setCap(event.target.value)}
            data-testid="lottery-number-cap"
          />
        </label>
        <button
          type="button"
          className="btn btn-sm"
          disabled={
            chosen === undefined || save.isPending || minutes === '' || (cap.trim() !== '' && capMinor === null)
          }
          onClick={() => save.mutate()}
        >
          Save
        </button>
      </div>
      <SeaPayoutsForm merchantId={chosen} rules={rule.data} />
    </section>
  );
}
