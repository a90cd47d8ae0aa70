import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import type { OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import { useTranslation } from 'react-i18next';
import type { SlipPick } from '../logic/bet-slip';
import { kickOffText } from '../logic/desk-events';
import { DeskMarketRow } from './DeskMarketRow';
import { EventScore } from './EventScore';
import { marketName } from './market-texts';

interface DeskEventViewProps {
  event: SportsDeskEvent;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
  onBack: () => void;
}

/** One event's page in the window: its state, score once approved, and every market. */
export function DeskEventView({ event, format, picked, onPick, onBack }: DeskEventViewProps) {
  const { t } = useTranslation();
  return (
    <section className="sb-board" data-testid="sb-desk-event-page">
      <button type="button" className="sb-link" onClick={onBack} data-testid="sb-desk-back">
        ← {t('sportsbook.desk.back')}
      </button>
      <article className="sb-event">
        <p className="sb-muted">
          {t(`sportsbook.desk.titles.${event.sport}`)} · {event.league} · {kickOffText(event.startsAt)} ·{' '}
          {t(`sportsbook.desk.status.${event.status}`)}
        </p>
        <div className="sb-event__teams">
          <span>{event.home}</span>
          <EventScore event={event} />
          <span>{event.away}</span>
        </div>
        {event.status === 'live' && <p className="sb-note">{t('sportsbook.desk.inPlayNote')}</p>}
        {event.markets.map((market) => (
          <section key={market.key} className="sb-market">
            <h4 className="sb-market__name">
              {marketName(t, market.key)}
              {market.status === 'void' ? ` · ${t('sportsbook.desk.marketVoid')}` : ''}
            </h4>
            <DeskMarketRow event={event} market={market} format={format} picked={picked} onPick={onPick} />
          </section>
        ))}
      </article>
    </section>
  );
}
