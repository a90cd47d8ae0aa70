import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import type { OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlipPick } from '../logic/bet-slip';
import {
  EVENT_FILTERS,
  type EventFilter,
  eventsOf,
  kickOffText,
  mainMarket,
  SPORT_TABS,
  type SportTab,
} from '../logic/desk-events';
import { DeskEventView } from './DeskEventView';
import { DeskMarketRow } from './DeskMarketRow';
import { EventScore } from './EventScore';
import { TabBar } from './TabBar';

interface EventsBoardProps {
  events: readonly SportsDeskEvent[];
  initialTab: SportTab;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
}

/** The desk's events: sport tabs (e-sports together), today / early / live, the main line, and an event page. */
export function EventsBoard({ events, initialTab, format, picked, onPick }: EventsBoardProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SportTab>(initialTab);
  const [filter, setFilter] = useState<EventFilter>('today');
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = events.find((e) => e.id === openId);
  if (opened) {
    return (
      <DeskEventView event={opened} format={format} picked={picked} onPick={onPick} onBack={() => setOpenId(null)} />
    );
  }
  const shown = eventsOf(events, tab, filter, new Date());
  return (
    <section className="sb-board" data-testid="sb-events">
      <TabBar
        options={SPORT_TABS}
        selected={tab}
        onSelect={setTab}
        label={(option) => t(`sportsbook.desk.sports.${option}`)}
        testId={(option) => `sb-sport-${option}`}
        variant="small"
      />
      <TabBar
        options={EVENT_FILTERS}
        selected={filter}
        onSelect={setFilter}
        label={(option) => t(`sportsbook.desk.filters.${option}`)}
        testId={(option) => `sb-filter-${option}`}
        variant="chips"
      />
      {filter === 'live' && shown.length > 0 && <p className="sb-note">{t('sportsbook.desk.inPlayNote')}</p>}
      {shown.length === 0 && <p className="sb-muted">{t('sportsbook.desk.none')}</p>}
      {shown.map((event) => {
        const market = mainMarket(event);
        return (
          <article key={event.id} className="sb-event sb-desk-event" data-testid={`sb-desk-event-${event.id}`}>
            <header className="sb-desk-event__head">
              <span className="sb-muted">
                {t(`sportsbook.desk.titles.${event.sport}`)} · {event.league} ·{' '}
                {event.kind === 'outright'
                  ? t('sportsbook.desk.closes', { time: kickOffText(event.startsAt) })
                  : kickOffText(event.startsAt)}
              </span>
              <span className={`sb-status sb-status--${event.status}`}>
                {t(`sportsbook.desk.status.${event.status}`)}
              </span>
            </header>
            {event.kind === 'outright' ? (
              <p className="sb-outright__title">{event.home}</p>
            ) : (
              <div className="sb-event__teams">
                <span>{event.home}</span>
                <EventScore event={event} />
                <span>{event.away}</span>
              </div>
            )}
            {market && <DeskMarketRow event={event} market={market} format={format} picked={picked} onPick={onPick} />}
            {event.kind === 'outright' ? null : (
              <button
                type="button"
                className="sb-link"
                onClick={() => setOpenId(event.id)}
                data-testid={`sb-desk-open-${event.id}`}
              >
                {`${t('sportsbook.moreMarkets')} (${event.markets.length})`}
              </button>
            )}
          </article>
        );
      })}
    </section>
  );
}
