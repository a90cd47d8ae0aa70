import type { LeaderboardRow, MemberLeaderboard } from '@fortuna/contracts/missions';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';

interface LeaderboardCardProps {
  board: MemberLeaderboard;
  currencySymbol: string;
}

function Rows({ rows, currencySymbol, testId }: { rows: LeaderboardRow[]; currencySymbol: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <ol className="board__rows" data-testid={testId}>
      {rows.map((row) => (
        <li key={`${row.rank}-${row.username}`} className={`board__row${row.rank <= 3 ? ' board__row--top' : ''}`}>
          <span className="board__rank">{row.rank}</span>
          <span className="board__name">{row.username}</span>
          <span className="board__bet">{formatMoneyValue(row.validBet, currencySymbol)}</span>
          <span className="board__prize">
            {row.prize ? formatMoneyValue(row.prize, currencySymbol) : t('leaderboard.noPrize')}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One leaderboard: the running period's standings, the member's own rank, the prize table and past winners. */
export function LeaderboardCard({ board, currencySymbol }: LeaderboardCardProps) {
  const { t, i18n } = useTranslation();
  const locale = localeTagOf(i18n.language);
  const day = (text: string) => new Date(`${text}T12:00:00Z`).toLocaleDateString(locale);
  const area = board.gameType ? t(`categories.${board.gameType}`) : t('missions.anyGame');
  return (
    <article className="board" data-testid={`leaderboard-${board.id}`}>
      <header className="board__head">
        <p className="board__title">{board.title}</p>
        <p className="missions__muted">
          {t(`leaderboard.period.${board.period}`)} · {area} ·{' '}
          {board.from === board.to
            ? day(board.from)
            : t('leaderboard.range', { from: day(board.from), to: day(board.to) })}
        </p>
        <p className="missions__muted">
          {t('leaderboard.endsAt', { at: new Date(board.endsAt).toLocaleString(locale) })}
        </p>
      </header>
      <div className="board__mine" data-testid={`leaderboard-mine-${board.id}`}>
        {board.mine
          ? t('leaderboard.mine', { rank: board.mine.rank, bet: formatMoneyValue(board.mine.validBet, currencySymbol) })
          : t('leaderboard.notRanked')}
      </div>
      {board.standings.length === 0 ? (
        <p className="missions__muted">{t('leaderboard.noBets')}</p>
      ) : (
        <Rows rows={board.standings} currencySymbol={currencySymbol} testId={`leaderboard-rows-${board.id}`} />
      )}
      <p className="missions__muted">{t('leaderboard.tieRule')}</p>
      {board.past.length > 0 && (
        <details className="board__past">
          <summary>{t('leaderboard.past')}</summary>
          {board.past.map((period) => (
            <div key={period.periodKey}>
              <p className="board__past-period">
                {period.from === period.to
                  ? day(period.from)
                  : t('leaderboard.range', { from: day(period.from), to: day(period.to) })}
              </p>
              <Rows rows={period.winners} currencySymbol={currencySymbol} />
            </div>
          ))}
        </details>
      )}
    </article>
  );
}
