import type { DeskEventDetail } from '@fortuna/contracts/sportsbook-desk';
import { type FormEvent, useState } from 'react';
import { useSessionStore } from '../../../session/session-store';
import { Field } from '../../../ui/Field';
import { formatDateTime } from '../../../ui/format';
import { deskActions } from '../api/sports-desk.api';
import { EventStatusBadge } from './StatusBadges';
import { useDeskAction } from './useDeskAction';

const ESPORTS = ['lol', 'dota2', 'cs2'];

/**
 * Results: one staff member enters the final score (for football optionally the half-time score, which settles
 * the first-half markets; for e-sports who won each map; for an outright its winners, two or more tied a dead
 * heat); a different staff member approves it, and the event's bets are settled. A later result approved is a
 * correction.
 */
export function ResultsCard({ event }: { event: DeskEventDetail }) {
  const me = useSessionStore((state) => state.staff?.username);
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [maps, setMaps] = useState('');
  const [halfHome, setHalfHome] = useState('');
  const [halfAway, setHalfAway] = useState('');
  const [winners, setWinners] = useState<string[]>([]);
  const outright = event.kind === 'outright';
  const contenders = outright ? (event.markets[0]?.selections ?? []) : [];
  const enter = useDeskAction(
    () =>
      deskActions.enterResult(
        event.id,
        outright
          ? { home: 0, away: 0, maps: [], winners }
          : {
              home: Number(home),
              away: Number(away),
              maps: maps
                .split(',')
                .map((m) => m.trim())
                .filter((m): m is 'home' | 'away' => m === 'home' || m === 'away'),
              ...(halfHome !== '' && halfAway !== ''
                ? { half: { home: Number(halfHome), away: Number(halfAway) } }
                : {}),
            },
      ),
    'Result entered: another staff member approves it',
  );
  const approve = useDeskAction((id: number) => deskActions.approve(id), 'Result approved: bets settled');
  const reject = useDeskAction((id: number) => deskActions.reject(id), 'Result rejected');
  const started = new Date(event.startsAt).getTime() <= Date.now();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    enter.mutate(undefined);
  };
  return (
    <section className="card" data-testid="desk-results">
      <h2 className="card-title">Results</h2>
      {event.status !== 'cancelled' && started ? (
        <form className="form-grid" onSubmit={submit} data-testid="desk-enter-result">
          {outright ? (
            <fieldset className="field" data-testid="desk-result-winners">
              <legend>Winner (tick two or more for a dead heat)</legend>
              {contenders.map((c) => (
                <label key={c.selection} className="checkbox">
                  <input
                    type="checkbox"
                    checked={winners.includes(c.selection)}
                    onChange={(e) =>
                      setWinners((list) =>
                        e.target.checked ? [...list, c.selection] : list.filter((w) => w !== c.selection),
                      )
                    }
                  />{' '}
                  {c.name ?? c.selection}
                </label>
              ))}
            </fieldset>
          ) : null}
          {outright ? null : (
            <>
              <Field label={`${event.home} (home)`} htmlFor="desk-result-home">
                <input
                  id="desk-result-home"
                  className="input"
                  type="number"
                  min={0}
                  value={home}
                  onChange={(e) => setHome(e.target.value)}
                  required
                />
              </Field>
              <Field label={`${event.away} (away)`} htmlFor="desk-result-away">
                <input
                  id="desk-result-away"
                  className="input"
                  type="number"
                  min={0}
                  value={away}
                  onChange={(e) => setAway(e.target.value)}
                  required
                />
              </Field>
              {event.sport === 'football' ? (
                <>
                  <Field label="Half-time home" htmlFor="desk-result-half-home" hint="Settles the first-half markets">
                    <input
                      id="desk-result-half-home"
                      className="input"
                      type="number"
                      min={0}
                      value={halfHome}
                      onChange={(e) => setHalfHome(e.target.value)}
                    />
                  </Field>
                  <Field label="Half-time away" htmlFor="desk-result-half-away">
                    <input
                      id="desk-result-half-away"
                      className="input"
                      type="number"
                      min={0}
                      value={halfAway}
                      onChange={(e) => setHalfAway(e.target.value)}
                    />
                  </Field>
                </>
              ) : null}
              {ESPORTS.includes(event.sport) ? (
                <Field label="Map winners" htmlFor="desk-result-maps" hint="In order, e.g. home, away, home">
                  <input
                    id="desk-result-maps"
                    className="input"
                    value={maps}
                    onChange={(e) => setMaps(e.target.value)}
                  />
                </Field>
              ) : null}
            </>
          )}
          <div className="form-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={enter.isPending}
              data-testid="desk-result-submit"
            >
              {event.resultVersion > 0 ? 'Enter a correction' : 'Enter result'}
            </button>
          </div>
        </form>
      ) : (
        <p>Results are entered once the event has started.</p>
      )}
      {event.results.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>Score</th>
                <th>Status</th>
                <th>Entered by</th>
                <th>Approved by</th>
                <th>When</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {event.results.map((r) => (
                <tr key={r.id} data-testid="desk-result-row">
                  <td>
                    {r.winners
                      ? `Winner: ${r.winners.map((w) => contenders.find((c) => c.selection === w)?.name ?? w).join(', ')}`
                      : `${r.home} – ${r.away}`}
                    {r.half ? ` (half-time ${r.half.home} – ${r.half.away})` : ''}
                    {r.maps.length ? ` (maps: ${r.maps.join(', ')})` : ''}
                  </td>
                  <td>
                    <EventStatusBadge status={r.status} />
                    {r.version ? ` v${r.version}` : ''}
                  </td>
                  <td>{r.enteredBy}</td>
                  <td>{r.approvedBy ?? '—'}</td>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>
                    {r.status === 'pending' ? (
                      r.enteredBy === me ? (
                        <span>Awaiting another staff member</span>
                      ) : (
                        <>
                          <button
                            type="button"
                            className="btn btn-primary"
                            onClick={() => approve.mutate(r.id)}
                            data-testid="desk-result-approve"
                          >
                            Approve
                          </button>{' '}
                          <button type="button" className="btn" onClick={() => reject.mutate(r.id)}>
                            Reject
                          </button>
                        </>
                      )
                    ) : null}
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
