import { DESK_SPORTS, type DeskSport } from '@fortuna/contracts/sportsbook-desk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { deskEventsQuery } from '../api/sports-desk.api';
import { money, SPORT_LABELS } from './desk-labels';
import { InPlayDelayPanel } from './InPlayDelayPanel';
import { NewEventForm } from './NewEventForm';
import { NewOutrightForm } from './NewOutrightForm';
import { EventStatusBadge } from './StatusBadges';

/** The trading desk: events of every sport with open bets and liability, and a form for a new event. */
export function SportsDeskPage() {
  const [sport, setSport] = useState<DeskSport | undefined>(undefined);
  const events = useQuery(deskEventsQuery(sport));
  return (
    <div data-testid="sports-desk-page">
      <PageHeader
        title="Sports trading desk"
        description="Events and outrights staff run by hand for the sportsbook: markets and odds, suspensions, results (approved by a second staff member), voids, liability, and the in-play acceptance delay."
      />
      <NewEventForm />
      <NewOutrightForm />
      <InPlayDelayPanel />
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <select
            className="input"
            aria-label="Sport"
            value={sport ?? ''}
            onChange={(e) => setSport((e.target.value || undefined) as DeskSport | undefined)}
            data-testid="desk-sport-filter"
          >
            <option value="">All sports</option>
            {DESK_SPORTS.map((s) => (
              <option key={s} value={s}>
                {SPORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {events.isPending ? <LoadingBlock /> : null}
        {events.isError ? <ErrorBlock error={events.error} onRetry={() => void events.refetch()} /> : null}
        {events.data?.length === 0 ? <EmptyState title="No events yet" icon="games" /> : null}
        {events.data && events.data.length > 0 ? (
          <div className="table-wrap">
            <table className="table" data-testid="desk-events">
              <thead>
                <tr>
                  <th>Event</th>
                  <th>Sport / league</th>
                  <th>Starts</th>
                  <th>Status</th>
                  <th className="num">Open bets</th>
                  <th className="num">Liability</th>
                </tr>
              </thead>
              <tbody>
                {events.data.map((event) => (
                  <tr key={event.id} data-testid="desk-event-row">
                    <td>
                      <Link to={`/sports-desk/${event.id}`} data-testid={`desk-event-${event.id}`}>
                        {event.kind === 'outright' ? `${event.home} (outright)` : `${event.home} – ${event.away}`}
                      </Link>
                    </td>
                    <td>
                      {SPORT_LABELS[event.sport]} · {event.league}
                    </td>
                    <td>{formatDateTime(event.startsAt)}</td>
                    <td>
                      <EventStatusBadge status={event.status} />
                    </td>
                    <td className="num">{event.openBets}</td>
                    <td className="num mono">{money(event.liability)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
