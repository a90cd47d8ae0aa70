import type { SportsRound } from '@fortuna/contracts/sportsbook';
import type { OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlipPick } from '../logic/bet-slip';
import { EventCard } from './EventCard';
import { MatchView, matchMinute } from './MatchView';
import { VerifyPanel } from './VerifyPanel';

function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface RoundCardProps {
  round: SportsRound;
  now: number;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
}

/** A round: open for betting (its matches with odds), live (the matches being played) or over (results, verify). */
export function RoundCard({ round, now, format, picked, onPick }: RoundCardProps) {
  const { t } = useTranslation();
  const [showVerify, setShowVerify] = useState(false);
  const isOpen = round.status === 'open' && Date.parse(round.kickoffAt) > now;
  const status =
    round.status === 'void'
      ? t('sportsbook.voided')
      : round.status === 'finished'
        ? t('sportsbook.fullTime')
        : round.status === 'closed'
          ? `${t('sportsbook.live')} · ${t('sportsbook.minute', { minute: matchMinute(round, now) })}`
          : isOpen
            ? t('sportsbook.kickoffIn', { time: countdown(Date.parse(round.kickoffAt) - now) })
            : t('sportsbook.bettingClosed');
  return (
    <section
      className={`sb-round sb-round--${round.status}`}
      data-testid={`sb-round-${round.code}`}
      data-status={round.status}
    >
      <header className="sb-round__head">
        <h2>{t('sportsbook.round', { number: round.number })}</h2>
        <span className={`sb-chip${round.status === 'closed' ? ' sb-chip--live' : ''}`}>{status}</span>
        <button
          type="button"
          className="sb-link"
          onClick={() => setShowVerify(!showVerify)}
          data-testid={`sb-verify-link-${round.id}`}
        >
          {t('sportsbook.verify.link')}
        </button>
      </header>
      {showVerify && <VerifyPanel round={round} />}
      <div className="sb-round__events">
        {round.events.map((event) =>
          isOpen ? (
            <EventCard key={event.id} round={round} event={event} format={format} picked={picked} onPick={onPick} />
          ) : round.status === 'void' ? null : (
            <MatchView key={event.id} round={round} event={event} now={now} />
          ),
        )}
      </div>
    </section>
  );
}
