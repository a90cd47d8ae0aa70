import type { SportsResult } from '@fortuna/contracts/sportsbook-desk';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { kickOffText } from '../logic/desk-events';
import { EventScore } from './EventScore';
import { deskSelectionName, legResultName, marketName } from './market-texts';

/** How a market ended in one line: its winning selections (with a half result or a dead heat said), or void. */
function marketOutcome(t: TFunction, result: SportsResult, market: SportsResult['markets'][number]): string {
  if (market.status === 'void') return t('sportsbook.bets.results.void');
  const shown = market.selections.filter((s) => s.outcome !== 'lose' && s.outcome !== 'half_lose');
  if (shown.length === 0) return '–';
  return shown
    .map((s) => {
      const name = s.name ?? deskSelectionName(t, s.code, result);
      return s.outcome === 'win' ? name : `${name} (${legResultName(t, s.outcome)})`;
    })
    .join(', ');
}

/** The results page: finished events of the last week with the final and half-time score and every market's outcome. */
export function ResultsBoard({ results }: { results: readonly SportsResult[] }) {
  const { t } = useTranslation();
  return (
    <section className="sb-board sb-results" data-testid="sb-results">
      {results.length === 0 && <p className="sb-muted">{t('sportsbook.results.none')}</p>}
      {results.map((result) => (
        <article key={result.id} className="sb-event" data-testid={`sb-result-${result.id}`}>
          <header className="sb-desk-event__head">
            <span className="sb-muted">
              {t(`sportsbook.desk.titles.${result.sport}`)} · {result.league} · {kickOffText(result.startsAt)}
            </span>
            <span className={`sb-status sb-status--${result.status}`}>
              {t(`sportsbook.desk.status.${result.status}`)}
            </span>
          </header>
          {result.kind === 'outright' ? (
            <p className="sb-outright__title">{result.home}</p>
          ) : (
            <div className="sb-event__teams sb-result-card__score">
              <span>{result.home}</span>
              <EventScore event={{ ...result, clock: null }} />
              <span>{result.away}</span>
            </div>
          )}
          <ul className="sb-result-card__markets">
            {result.markets.map((market) => (
              <li key={market.key}>
                <span>{marketName(t, market.key)}</span>
                <span className="sb-result-card__winner">{marketOutcome(t, result, market)}</span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
