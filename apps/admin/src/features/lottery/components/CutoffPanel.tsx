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
 * merchant's site) and its SEA payouts.
 */
export function CutoffPanel() {
  const merchants = useQuery(merchantsQuery);
  const [merchantId, setMerchantId] = useState<number | undefined>();
  const chosen = merchantId ?? merchants.data?.[0]?.id;
  const rule = useQuery({ ...cutoffQuery(chosen ?? 0), enabled: chosen !== undefined });
  const [minutes, setMinutes] = useState('');
  useEffect(() => {
    if (rule.data) setMinutes(String(rule.data.cutoffMinutes));
  }, [rule.data]);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveCutoff(chosen ?? 0, Number(minutes)),
    onSuccess: () => {
      toast.success('Cut-off saved');
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
        <button
          type="button"
          className="btn btn-sm"
          disabled={chosen === undefined || save.isPending || minutes === ''}
          onClick={() => save.mutate()}
        >
          Save
        </button>
      </div>
      <SeaPayoutsForm merchantId={chosen} rules={rule.data} />
    </section>
  );
}
