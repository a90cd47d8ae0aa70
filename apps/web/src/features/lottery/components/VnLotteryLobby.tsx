import type { VnRegionView } from '@fortuna/contracts/lottery-vn';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time';
import { vnLobbyQuery } from '../api/lottery-api';
import { countdownText, useNow } from '../hooks/useNow';
import { provinceName } from './VnResultBoard';
import './lottery.css';

function RegionCard({ region, now }: { region: VnRegionView; now: number }) {
  const { t } = useTranslation();
  const next = region.next[0];
  const special = region.latest[0]?.result?.special?.[0];
  return (
    <article className="lottery-card" data-testid={`vn-card-${region.gameCode}`}>
      <header className="lottery-card__head">
        <h2 className="lottery-card__name">{t(`lotteryVn.games.${region.gameCode}`)}</h2>
      </header>
      <p className="lottery-card__next">{t(`lotteryVn.drawTimes.${region.gameCode}`)}</p>
      {next ? (
        <>
          <p className="lottery-card__next" data-testid="vn-card-next">
            {t('lotteryVn.nextDraw', { when: formatDateTime(next.drawAt) })}
          </p>
          <p className="lottery-card__next">{region.next.map((draw) => provinceName(draw.province)).join(', ')}</p>
          <p className="lottery-card__countdown">
            <span>{t('lotteryVn.closesIn')}</span>
            <strong data-testid="vn-card-countdown">{countdownText(next.closesAt, now)}</strong>
          </p>
        </>
      ) : (
        <p className="lottery-card__next">{t('lotteryVn.noDraw')}</p>
      )}
      {special && (
        <p className="lottery-card__last">
          {t('lotteryVn.lastSpecial')} <strong className="lottery-special">{special}</strong>
        </p>
      )}
      <Link
        className="btn btn--primary lottery-card__play"
        to={`/vnLottery?gameCode=${region.gameCode}`}
        data-testid={`vn-play-${region.gameCode}`}
      >
        {t('lotteryVn.play')}
      </Link>
    </article>
  );
}

/** The /lott lobby: the North, Central and South draws with their next draw and a countdown to the cut-off. */
export function VnLotteryLobby() {
  const { t } = useTranslation();
  const lobby = useQuery(vnLobbyQuery());
  const now = useNow(1000);
  return (
    <section className="lottery-lobby" data-testid="vn-lottery-lobby">
      <header className="lottery-lobby__head">
        <h1>{t('lotteryVn.lobbyTitle')}</h1>
        <p>{t('lotteryVn.lobbyIntro')}</p>
      </header>
      <div className="lottery-lobby__grid">
        {(lobby.data ?? []).map((region) => (
          <RegionCard key={region.gameCode} region={region} now={now} />
        ))}
      </div>
    </section>
  );
}
