import type { SportsEvent, SportsRound } from '@fortuna/contracts/sportsbook';
import type { OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventPickBase, pickKey, type SlipPick } from '../logic/bet-slip';
import { marketName, selectionName, teamName } from './market-texts';
import { OddsButton } from './OddsButton';

interface EventCardProps {
  round: SportsRound;
  event: SportsEvent;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
}

/** A match open for betting: the main line (1X2) and, opened, every market. */
export function EventCard({ round, event, format, picked, onPick }: EventCardProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const markets = isOpen ? event.markets : event.markets.slice(0, 1);
  const base = eventPickBase(round, event);
  return (
    <article className="sb-event" data-testid={`sb-event-${event.id}`}>
      <header className="sb-event__teams">
        <span>{teamName(t, event.home.code)}</span>
        <span className="sb-event__vs">–</span>
        <span>{teamName(t, event.away.code)}</span>
      </header>
      {markets.map((market) => (
        <section key={market.key} className="sb-market">
          {isOpen && <h4 className="sb-market__name">{marketName(t, market.key)}</h4>}
          <div className={`sb-market__grid${market.key === 'cs' ? ' sb-market__grid--scores' : ''}`}>
            {market.selections.map((selection) => {
              const pick = { ...base, market: market.key, selection: selection.code, odds: selection.odds };
              return (
                <OddsButton
                  key={selection.code}
                  label={selectionName(t, selection.code)}
                  odds={selection.odds}
                  format={format}
                  isSelected={picked.has(pickKey(pick))}
                  onPick={() => onPick(pick)}
                  testId={`sb-odds-${event.id}-${market.key}-${selection.code}`}
                />
              );
            })}
          </div>
        </section>
      ))}
      <button type="button" className="sb-link" onClick={() => setOpen(!isOpen)} data-testid={`sb-markets-${event.id}`}>
        {isOpen ? t('sportsbook.lessMarkets') : `${t('sportsbook.moreMarkets')} (${event.markets.length})`}
      </button>
    </article>
  );
}
