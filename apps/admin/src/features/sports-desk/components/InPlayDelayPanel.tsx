import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { merchantsQuery } from '../../../api/merchant-queries';
import { toast } from '../../../ui/toast-store';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { deskActions, sportsRulesQuery } from '../api/sports-desk.api';

/**
 * A merchant's in-play acceptance delay: a bet on a live match is held this many seconds (not debited), checked
 * again (market open and not suspended meanwhile, odds within the player's policy), then accepted or refused.
 */
export function InPlayDelayPanel() {
  const merchants = useQuery(merchantsQuery);
  const [merchantId, setMerchantId] = useState<number | undefined>();
  const chosen = merchantId ?? merchants.data?.[0]?.id;
  const rules = useQuery({ ...sportsRulesQuery(chosen ?? 0), enabled: chosen !== undefined });
  const [seconds, setSeconds] = useState('');
  useEffect(() => {
    if (rules.data) setSeconds(String(rules.data.inPlayDelayMs / 1000));
  }, [rules.data]);
  const value = Number(seconds);
  const valid = seconds !== '' && Number.isFinite(value) && value >= 0 && value <= 30;
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => deskActions.saveRules(chosen ?? 0, Math.round(value * 1000)),
    onSuccess: () => {
      toast.success('In-play delay saved');
      void queryClient.invalidateQueries({ queryKey: ['sports-desk', 'rules'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <section className="card" data-testid="desk-in-play-delay">
      <h2 className="card-title">In-play acceptance delay</h2>
      <div className="filter-bar">
        <MerchantFilter
          merchants={merchants.data ?? []}
          merchantId={chosen}
          onChange={setMerchantId}
          testId="desk-delay-merchant"
        />
        <label className="filter">
          <span className="filter-label">Seconds a live bet waits before acceptance (0–30)</span>
          <input
            className="input input-sm"
            type="number"
            min={0}
            max={30}
            step={0.5}
            value={seconds}
            aria-invalid={!valid}
            onChange={(event) => setSeconds(event.target.value)}
            data-testid="desk-delay-seconds"
          />
        </label>
        <button
          type="button"
          className="btn btn-sm"
          disabled={chosen === undefined || !valid || save.isPending}
          onClick={() => save.mutate()}
        >
          Save
        </button>
      </div>
    </section>
  );
}
