import type { SportsEvent, SportsRound } from '@fortuna/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { teamName } from './market-texts';

/** The match clock (0–90) by the local clock between kickoff and full time. */
export function matchMinute(round: SportsRound, now: number): number {
  if (round.status === 'finished') return 90;
  const start = Date.parse(round.kickoffAt);
  const span = Date.parse(round.endsAt) - start;
  return Math.max(0, Math.min(90, Math.floor(((now - start) / span) * 90)));
}

/** A match being played or over: the score, the clock running across the pitch, the goals so far. */
export function MatchView({ round, event, now }: { round: SportsRound; event: SportsEvent; now: number }) {
  const { t } = useTranslation();
  const minute = matchMinute(round, now);
  const score = event.score ?? { home: 0, away: 0 };
  const lastGoal = event.goals?.at(-1);
  const isLive = round.status === 'closed';
  return (
    <article className={`sb-match${isLive ? ' sb-match--live' : ''}`} data-testid={`sb-match-${event.id}`}>
      <div className="sb-match__row">
        <span className="sb-match__team">{teamName(t, event.home.code)}</span>
        <span
          key={`${score.home}-${score.away}`}
          className={`sb-match__score${lastGoal && isLive ? ' sb-match__score--goal' : ''}`}
          data-testid={`sb-score-${event.id}`}
        >
          {score.home} : {score.away}
        </span>
        <span className="sb-match__team sb-match__team--away">{teamName(t, event.away.code)}</span>
      </div>
      <div className="sb-pitch" aria-hidden="true">
        <div className="sb-pitch__progress" style={{ width: `${(minute / 90) * 100}%` }} />
        {(event.goals ?? []).map((goal) => (
          <span
            key={`${goal.side}-${goal.minute}`}
            className={`sb-pitch__goal sb-pitch__goal--${goal.side}`}
            style={{ left: `${(goal.minute / 90) * 100}%` }}
          />
        ))}
        {isLive && <span className="sb-pitch__ball" style={{ left: `${(minute / 90) * 100}%` }} />}
      </div>
      <div className="sb-match__clock">{isLive ? t('sportsbook.minute', { minute }) : t('sportsbook.fullTime')}</div>
    </article>
  );
}
