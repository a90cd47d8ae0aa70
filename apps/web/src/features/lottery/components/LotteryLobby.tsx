import { fastFormatOf, type LotteryGame } from '@fortuna/contracts/lottery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTimeOfDay } from '../../../lib/date-time';
import { lotteryLobbyQuery } from '../api/lottery-api';
import { countdownText, useNow } from '../hooks/useNow';
import { FormatResultLine } from './FormatResultBoard';
import './lottery.css';

function FastGameCard({ game, now }: { game: LotteryGame; now: number }) {
  const { t } = useTranslation();
  const name = t(`lottery.games.${game.gameCode}` as 'lottery.games.elott-vn-1');
  const special = game.last?.result?.special?.[0];
  return (
    <article className="lottery-card" data-testid={`lottery-card-${game.gameCode}`}>
      <header className="lottery-card__head">
        <span className="lottery-card__badge">{game.intervalMinutes}′</span>
        <h2 className="lottery-card__name">{name}</h2>
      </header>
      {game.next ? (
        <>
          <p className="lottery-card__next">{t('lottery.nextDraw', { time: formatTimeOfDay(game.next.drawAt) })}</p>
          <p className="lottery-card__countdown">
            <span>{t('lottery.closesIn')}</span>
            <strong data-testid="lottery-card-countdown">{countdownText(game.next.closesAt, now)}</strong>
          </p>
        </>
      ) : (
        <p className="lottery-card__next">{t('lottery.noDrawYet')}</p>
      )}
      {special && (
        <p className="lottery-card__last">
          {t('lottery.lastSpecial')} <strong className="lottery-special">{special}</strong>
        </p>
      )}
      {game.last && fastFormatOf(game.gameCode) !== 'north' && (
        <p className="lottery-card__last">
          {t('lottery.lastResult')} <FormatResultLine draw={game.last} />
        </p>
      )}
      <Link
        className="btn btn--primary lottery-card__play"
        to={`/lottery?gameCode=${game.gameCode}`}
        data-testid={`lottery-play-${game.gameCode}`}
      >
        {t('lottery.play')}
      </Link>
    </article>
  );
}

/** The /elott lobby: each fast game with its next draw and a live countdown to the cut-off. */
export function LotteryLobby() {
  const { t } = useTranslation();
  const lobby = useQuery(lotteryLobbyQuery());
  const now = useNow(500);
  return (
    <section className="lottery-lobby" data-testid="lottery-lobby">
      <header className="lottery-lobby__head">
        <h1>{t('lottery.lobbyTitle')}</h1>
        <p>{t('lottery.lobbyIntro')}</p>
      </header>
      <div className="lottery-lobby__grid">
        {(lobby.data ?? []).map((game) => (
          <FastGameCard key={game.gameCode} game={game} now={now} />
        ))}
      </div>
    </section>
  );
}
