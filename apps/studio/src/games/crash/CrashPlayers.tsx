import type { CrashPublicBet, CrashRecentGame } from '@fortuna/contracts/studio-crash';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { readMultiplier } from './crash-maths';

/** Everyone's bets in this game: masked name, stake, and the cash-out (or the bust). */
export function CrashPlayers({ bets, myBetId }: { bets: CrashPublicBet[]; myBetId: number | null }) {
  const { t } = useI18n();
  return (
    <section className="crash-players game-panel" aria-label={t('crash.players')}>
      <h3>
        {t('crash.players')} <span className="muted">({bets.length})</span>
      </h3>
      {bets.length === 0 ? (
        <p className="muted">{t('crash.noBets')}</p>
      ) : (
        <ul>
          {bets.map((bet) => (
            <li key={bet.id} className={`crash-players__row is-${bet.status}${bet.id === myBetId ? ' is-mine' : ''}`}>
              <span className="crash-players__name">{bet.id === myBetId ? t('crash.you') : bet.nickname}</span>
              <span>{formatMinor(readMinor(bet.stake) ?? 0n, bet.currency)}</span>
              <span className="crash-players__cash">
                {bet.cashOut ? `${bet.cashOut}×` : bet.status === 'busted' ? '—' : ''}
              </span>
              <span className="crash-players__win">
                {bet.payout && bet.payout !== '0' ? formatMinor(readMinor(bet.payout) ?? 0n, bet.currency) : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The last crash points, newest first, coloured by height. */
export function RecentCrashes({ recent }: { recent: CrashRecentGame[] }) {
  const { t } = useI18n();
  return (
    <ol className="results-strip crash-recent" aria-label={t('crash.recent')} data-testid="crash-recent">
      {recent.map((game) => {
        const hundredths = readMultiplier(game.crashPoint) ?? 100;
        const tier = hundredths >= 1000 ? 'is-high' : hundredths >= 200 ? 'is-win' : 'is-lose';
        return (
          <li key={game.number} className={tier} title={`#${game.number}`}>
            {game.crashPoint}×
          </li>
        );
      })}
    </ol>
  );
}
