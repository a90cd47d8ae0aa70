import { DESK_MARKET_KINDS } from '@fortuna/contracts/sportsbook-desk';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { deskActions, deskEventQuery } from '../api/sports-desk.api';
import { AddMarketForm } from './AddMarketForm';
import { money, SPORT_LABELS } from './desk-labels';
import { MarketCard } from './MarketCard';
import { ResultsCard } from './ResultsCard';
import { EventStatusBadge } from './StatusBadges';
import { useDeskAction } from './useDeskAction';

/** One desk event: its state and actions, every market with odds and liability, and its results. */
export function DeskEventPage() {
  const eventId = Number(useParams().eventId);
  const event = useQuery(deskEventQuery(eventId));
  const status = useDeskAction((next: 'open' | 'suspended') => deskActions.eventStatus(eventId, next), 'Event updated');
  const start = useDeskAction(
    () => deskActions.startEvent(eventId),
    'Event started: in-play betting (each bet held for the delay)',
  );
  const cancel = useDeskAction(() => deskActions.cancelEvent(eventId), 'Event cancelled: its bets are voided');
  if (event.isPending) return <LoadingBlock />;
  if (event.isError) return <ErrorBlock error={event.error} onRetry={() => void event.refetch()} />;
  const e = event.data;
  const live = e.status === 'scheduled' || e.status === 'suspended';
  return (
    <div data-testid="desk-event-page">
      <p>
        <Link to="/sports-desk">← Trading desk</Link>
      </p>
      <PageHeader
        title={e.kind === 'outright' ? e.home : `${e.home} – ${e.away}`}
        description={`${SPORT_LABELS[e.sport]} · ${e.league} · starts ${formatDateTime(e.startsAt)} · ${e.openBets} open bets · liability ${money(e.liability)}`}
      />
      <section className="card">
        <div className="filter-bar">
          <EventStatusBadge status={e.status} testId="desk-event-status" />
          {e.resultVersion > 0 ? <span>Result version {e.resultVersion}</span> : null}
          <div className="toolbar-end">
            {e.status === 'scheduled' ? (
              <button
                type="button"
                className="btn"
                onClick={() => status.mutate('suspended')}
                data-testid="desk-event-suspend"
              >
                Suspend event
              </button>
            ) : null}
            {e.status === 'suspended' ? (
              <button
                type="button"
                className="btn"
                onClick={() => status.mutate('open')}
                data-testid="desk-event-resume"
              >
                Resume event
              </button>
            ) : null}
            {live && new Date(e.startsAt).getTime() > Date.now() ? (
              <button
                type="button"
                className="btn"
                onClick={() => start.mutate(undefined)}
                data-testid="desk-event-start"
              >
                Mark as started
              </button>
            ) : null}
            {live ? (
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => {
                  if (window.confirm('Cancel this event? Every open bet on it is voided.')) cancel.mutate(undefined);
                }}
                data-testid="desk-event-cancel"
              >
                Cancel event
              </button>
            ) : null}
          </div>
        </div>
      </section>
      {e.markets.map((market) => (
        <MarketCard key={market.id} market={market} editable={live} />
      ))}
      {live && e.kind === 'match' ? <AddMarketForm eventId={e.id} kinds={DESK_MARKET_KINDS[e.sport]} /> : null}
      <ResultsCard event={e} />
    </div>
  );
}
