import type { DeskMarket } from '@fortuna/contracts/sportsbook-desk';
import { useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { deskActions } from '../api/sports-desk.api';
import { marketLabel, money, oddsText, oddsValue } from './desk-labels';
import { EventStatusBadge } from './StatusBadges';
import { useDeskAction } from './useDeskAction';

/** A market: per selection the odds (editable), bets, stakes and liability; suspend, resume or void it. */
export function MarketCard({ market, editable }: { market: DeskMarket; editable: boolean }) {
  const [odds, setOdds] = useState<Record<string, string>>(() =>
    Object.fromEntries(market.selections.map((s) => [s.selection, oddsText(s.odds)])),
  );
  const save = useDeskAction(
    (prices: { selection: string; odds: string }[]) => deskActions.setOdds(market.id, { prices }),
    'Odds saved',
  );
  const status = useDeskAction(
    (next: 'open' | 'suspended') => deskActions.marketStatus(market.id, next),
    'Market updated',
  );
  const voided = useDeskAction(() => deskActions.voidMarket(market.id), 'Market voided');
  const canChange = editable && market.status !== 'void';
  const submit = () => {
    const prices = market.selections.map((s) => ({ selection: s.selection, odds: oddsValue(odds[s.selection] ?? '') }));
    if (prices.some((p) => p.odds === null)) {
      toast.error('Odds run from 1.01 to 500');
      return;
    }
    save.mutate(prices.map((p) => ({ selection: p.selection, odds: p.odds ?? '' })));
  };
  return (
    <section className="card card-flush" data-testid={`desk-market-${market.key}`}>
      <div className="card-toolbar filter-bar">
        <strong>{marketLabel(market.key)}</strong>
        <EventStatusBadge status={market.status} testId={`desk-market-status-${market.key}`} />
        <span>Worst case {money(market.liability)}</span>
        {canChange ? (
          <div className="toolbar-end">
            <button type="button" className="btn btn-primary" onClick={submit} data-testid="desk-market-save">
              Save odds
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => status.mutate(market.status === 'open' ? 'suspended' : 'open')}
              data-testid="desk-market-toggle"
            >
              {market.status === 'open' ? 'Suspend' : 'Resume'}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                if (window.confirm('Void this market? Its bets count at 1.00.')) voided.mutate(undefined);
              }}
            >
              Void
            </button>
          </div>
        ) : null}
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>Selection</th>
              <th>Odds</th>
              <th className="num">Bets</th>
              <th className="num">Stakes</th>
              <th className="num">Liability if it wins</th>
            </tr>
          </thead>
          <tbody>
            {market.selections.map((s) => (
              <tr key={s.selection}>
                <td>{s.name ?? s.selection}</td>
                <td>
                  {canChange ? (
                    <input
                      className="input input-sm"
                      aria-label={`Odds of ${s.selection}`}
                      inputMode="decimal"
                      value={odds[s.selection] ?? ''}
                      onChange={(e) => setOdds({ ...odds, [s.selection]: e.target.value })}
                      data-testid={`desk-odds-${s.selection}`}
                    />
                  ) : (
                    oddsText(s.odds)
                  )}
                </td>
                <td className="num">{s.bets}</td>
                <td className="num mono">{money(s.stake)}</td>
                <td className="num mono">{money(s.liability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
