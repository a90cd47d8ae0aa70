import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import type { OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import { useTranslation } from 'react-i18next';
import { pickKey, type SlipPick } from '../logic/bet-slip';
import { takesBets } from '../logic/desk-events';
import { deskSelectionName } from './market-texts';
import { OddsButton } from './OddsButton';

type Market = SportsDeskEvent['markets'][number];

/** Correct scores in a dense grid; an outright's contenders two to a row (names are long). */
const GRID_OF: Record<string, string> = { cs: ' sb-market__grid--scores', win: ' sb-market__grid--outright' };

interface DeskMarketRowProps {
  event: SportsDeskEvent;
  market: Market;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
}

/**
 * A desk market's selections as odds buttons (flashing when a live message changes a price); shown locked while
 * the market or event takes no bets. A live event's markets take in-play bets.
 */
export function DeskMarketRow({ event, market, format, picked, onPick }: DeskMarketRowProps) {
  const { t } = useTranslation();
  const open = takesBets(event, market);
  return (
    <div className={`sb-market__grid${GRID_OF[market.key] ?? ''}`}>
      {market.selections.map((selection) => {
        const pick: SlipPick = {
          book: 'desk',
          eventId: event.id,
          roundId: 0,
          market: market.key,
          selection: selection.code,
          odds: selection.odds,
          home: event.home,
          away: event.away,
          selectionName: selection.name,
          inPlay: event.status === 'live',
        };
        const label = selection.name ?? deskSelectionName(t, selection.code, event);
        return open ? (
          <OddsButton
            key={selection.code}
            label={label}
            odds={selection.odds}
            format={format}
            isSelected={picked.has(pickKey(pick))}
            onPick={() => onPick(pick)}
            testId={`sb-desk-odds-${event.id}-${market.key}-${selection.code}`}
          />
        ) : (
          <span key={selection.code} className="sb-odds sb-odds--locked" aria-disabled="true">
            <span className="sb-odds__label">{label}</span>
            <span className="sb-odds__price">{t('sportsbook.desk.locked')}</span>
          </span>
        );
      })}
    </div>
  );
}
