import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { useTranslation } from 'react-i18next';

/** The middle of an event's line: the score (live with its clock, or final with the half-time score) or "–". */
export function EventScore({ event }: { event: Pick<SportsDeskEvent, 'score' | 'clock' | 'half' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className="sb-event__vs" data-testid="sb-event-score">
      {event.score ? `${event.score.home}:${event.score.away}` : '–'}
      {event.status === 'live' && event.clock && (
        <span className="sb-clock">
          {' '}
          <span className="sb-live-dot" aria-hidden="true" />
          {event.clock}
        </span>
      )}
      {event.half && (
        <span className="sb-muted">
          {' '}
          ({t('sportsbook.results.halfTime', { score: `${event.half.home}:${event.half.away}` })})
        </span>
      )}
    </span>
  );
}
