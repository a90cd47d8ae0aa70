import type { VnRules } from '@fortuna/contracts/lottery-vn';
import { DEFAULT_SEA_PAYOUTS, type SeaPayouts } from '@fortuna/games/lottery/sea-bets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { toast } from '../../../ui/toast-store';
import { saveCutoff } from '../api/lottery-results.api';

type Group = keyof SeaPayouts;

const LABELS: Record<string, string> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  starter: 'Starter',
  consolation: 'Consolation',
  th_2top: '2 top',
  th_2bottom: '2 bottom',
  th_3top: '3 top',
  th_tode: 'Tode',
  th_3bottom: '3 bottom',
  th_run_top: 'Run top',
  th_run_bottom: 'Run bottom',
};
const GROUPS: { group: Group; title: string }[] = [
  { group: 'big', title: '4D Big (also i-Box and Box)' },
  { group: 'small', title: '4D Small' },
  { group: 'thai', title: 'Thai' },
];

/** Payouts in hundredths of the stake, shown and typed as × the stake ("2500", "3.2"). */
const shown = (payouts: SeaPayouts) =>
  Object.fromEntries(
    GROUPS.flatMap(({ group }) =>
      Object.entries(payouts[group]).map(([key, hundredths]) => [`${group}.${key}`, String(hundredths / 100)]),
    ),
  );

/**
 * A merchant's SEA payouts (× the stake per prize for 4D Big and Small, per bet type for Thai). Bets
 * already placed keep the payouts they were placed with.
 */
export function SeaPayoutsForm({ merchantId, rules }: { merchantId: number | undefined; rules: VnRules | undefined }) {
  const [values, setValues] = useState<Record<string, string>>(shown(DEFAULT_SEA_PAYOUTS));
  useEffect(() => {
    if (rules?.seaPayouts) setValues(shown(rules.seaPayouts as SeaPayouts));
  }, [rules]);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const payouts = Object.fromEntries(
        GROUPS.map(({ group }) => [
          group,
          Object.fromEntries(
            Object.keys(DEFAULT_SEA_PAYOUTS[group]).map((key) => [
              key,
              Math.round(Number(values[`${group}.${key}`] ?? '0') * 100),
            ]),
          ),
        ]),
      ) as unknown as SeaPayouts;
      return saveCutoff(merchantId ?? 0, rules?.cutoffMinutes ?? 15, payouts);
    },
    onSuccess: () => {
      toast.success('SEA payouts saved: they apply to bets placed from now on');
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'vn-rules'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <details className="lottery-payouts" data-testid="lottery-sea-payouts">
      <summary>SEA payouts (× stake)</summary>
      {GROUPS.map(({ group, title }) => (
        <fieldset key={group} className="lottery-payouts__group">
          <legend>{title}</legend>
          {Object.keys(DEFAULT_SEA_PAYOUTS[group]).map((key) => (
            <label key={key} className="filter">
              <span className="filter-label">{LABELS[key]}</span>
              <input
                className="input input-sm"
                type="number"
                min={0}
                step="0.01"
                value={values[`${group}.${key}`] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [`${group}.${key}`]: event.target.value }))}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-sm"
        disabled={merchantId === undefined || rules === undefined || save.isPending}
        onClick={() => save.mutate()}
      >
        Save payouts
      </button>
    </details>
  );
}
