import type { SeaGameView } from '@fortuna/contracts/lottery-sea';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time';
import { seaLobbyQuery } from '../api/lottery-api';
import { countdownText, useNow } from '../hooks/useNow';
import './lottery.css';

function SeaCard({ game, now }: { game: SeaGameView; now: number }) {
  const { t } = useTranslation();
  const first = game.latest?.result?.first?.[0];
  return (
    <article className="lottery-card" data-testid={`sea-card-${game.gameCode}`}>
      <header className="lottery-card__head">
        <h2 className="lottery-card__name">{t(`lotterySea.games.${game.gameCode}`)}</h2>
      </header>
      <p className="lottery-card__next">
        {t(`lotterySea.drawTimes.${game.gameCode === 'sea-thai' ? 'thai' : 'fourD'}`)}
      </p>
      {game.next ? (
        <>
          <p className="lottery-card__next">{t('lotteryVn.nextDraw', { when: formatDateTime(game.next.drawAt) })}</p>
          <p className="lottery-card__countdown">
            <span>{t('lotteryVn.closesIn')}</span>
            <strong>{countdownText(game.next.closesAt, now)}</strong>
          </p>
        </>
      ) : (
        <p className="lottery-card__next">{t('lotteryVn.noDraw')}</p>
      )}
      {first && (
        <p className="lottery-card__last">
          {t('lotterySea.lastFirst')} <strong className="lottery-special">{first}</strong>
        </p>
      )}
      <Link
        className="btn btn--primary lottery-card__play"
        to={`/seaLottery?gameCode=${game.gameCode}`}
        data-testid={`sea-play-${game.gameCode}`}
      >
        {t('lotteryVn.play')}
      </Link>
    </article>
  );
}

/** The SEA games in the /lott lobby: each 4D operator and the Thai draw with its next draw and countdown. */
export function SeaLotteryLobby() {
  const { t } = useTranslation();
  const lobby = useQuery(seaLobbyQuery());
  const now = useNow(1000);
  if (!lobby.data?.length) return null;
  return (
    <section className="lottery-lobby" data-testid="sea-lottery-lobby">
      <header className="lottery-lobby__head">
        <h1>{t('lotterySea.lobbyTitle')}</h1>
        <p>{t('lotterySea.lobbyIntro')}</p>
      </header>
      <div className="lottery-lobby__grid">
        {lobby.data.map((game) => (
          <SeaCard key={game.gameCode} game={game} now={now} />
        ))}
      </div>
    </section>
  );
}
