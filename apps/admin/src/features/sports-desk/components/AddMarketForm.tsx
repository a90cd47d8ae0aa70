import type { DeskMarketInput } from '@fortuna/contracts/sportsbook-desk';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../ui/Field';
import { toast } from '../../../ui/toast-store';
import { deskActions } from '../api/sports-desk.api';
import { MARKET_KIND_LABELS, oddsValue, selectionsOfKind } from './desk-labels';
import { useDeskAction } from './useDeskAction';

/**
 * Adds a market: its kind, the line (handicap and totals in points or goals, quarter lines allowed; the map
 * number of a map winner), a price per selection, and optionally a margin taken off those fair prices.
 */
export function AddMarketForm({ eventId, kinds }: { eventId: number; kinds: readonly string[] }) {
  const [kind, setKind] = useState(kinds[0] ?? 'mw');
  const [line, setLine] = useState('');
  const [margin, setMargin] = useState('');
  const [odds, setOdds] = useState<Record<string, string>>({});
  const add = useDeskAction((body: DeskMarketInput) => deskActions.addMarket(eventId, body), 'Market added');
  const selections = selectionsOfKind(kind);
  const needsLine = ['ah', 'ou', 'map', 'hah', 'hou'].includes(kind);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const prices = selections.map((selection) => ({ selection, odds: oddsValue(odds[selection] ?? '') }));
    if (prices.some((p) => p.odds === null)) {
      toast.error('Give every selection odds from 1.01 to 500');
      return;
    }
    const lineValue = kind === 'map' ? Number(line) : Math.round(Number(line) * 4);
    add.mutate(
      {
        kind: kind as DeskMarketInput['kind'],
        ...(needsLine ? { line: lineValue } : {}),
        ...(margin ? { marginBp: Math.round(Number(margin) * 100) } : {}),
        prices: prices.map((p) => ({ selection: p.selection, odds: p.odds ?? '' })),
      },
      { onSuccess: () => setOdds({}) },
    );
  };
  return (
    <section className="card">
      <h2 className="card-title">Add a market</h2>
      <form className="form-grid" onSubmit={submit} data-testid="desk-add-market">
        <Field label="Market" htmlFor="desk-kind">
          <select id="desk-kind" className="input" value={kind} onChange={(e) => setKind(e.target.value)}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {MARKET_KIND_LABELS[k] ?? k}
              </option>
            ))}
          </select>
        </Field>
        {needsLine ? (
          <Field
            label={kind === 'map' ? 'Map number' : 'Line'}
            htmlFor="desk-line"
            hint={
              kind === 'ah' || kind === 'hah'
                ? 'Home side, e.g. -0.75 or +1.5'
                : kind === 'ou' || kind === 'hou'
                  ? 'e.g. 2.5 or 2.25'
                  : undefined
            }
          >
            <input
              id="desk-line"
              className="input"
              inputMode="decimal"
              value={line}
              onChange={(e) => setLine(e.target.value)}
              required
            />
          </Field>
        ) : null}
        {selections.map((selection) => (
          <Field key={selection} label={`Odds: ${selection}`} htmlFor={`desk-new-${selection}`}>
            <input
              id={`desk-new-${selection}`}
              className="input"
              inputMode="decimal"
              value={odds[selection] ?? ''}
              onChange={(e) => setOdds({ ...odds, [selection]: e.target.value })}
              data-testid={`desk-new-odds-${selection}`}
            />
          </Field>
        ))}
        <Field label="Margin % (optional)" htmlFor="desk-margin" hint="Taken off the prices above as fair odds">
          <input
            id="desk-margin"
            className="input"
            inputMode="decimal"
            value={margin}
            onChange={(e) => setMargin(e.target.value)}
          />
        </Field>
        <div className="form-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={add.isPending}
            data-testid="desk-add-market-submit"
          >
            Add market
          </button>
        </div>
      </form>
    </section>
  );
}
