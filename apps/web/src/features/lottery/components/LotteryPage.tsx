import { FAST_GAME_CODES, type FastGameCode, fastFormatOf, NORTH_FAST_GAME_CODES } from '@fortuna/contracts/lottery';
import type { LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatTimeOfDay } from '../../../lib/date-time';
import { formatSiteMoney } from '../../../lib/money-display';
import { useFastGameWindow } from '../hooks/useFastGameWindow';
import { countdownText } from '../hooks/useNow';
import { BetPanel } from './BetPanel';
import { FormatLotteryPage } from './FormatLotteryPage';
import { LotteryOpenFailed } from './LotteryOpenFailed';
import { MyBets } from './MyBets';
import { ResultBoard } from './ResultBoard';
import '../../../ui/chip.css';
import './lottery.css';

function gameCodeOf(raw: string | null): FastGameCode {
  return (FAST_GAME_CODES as readonly string[]).includes(raw ?? '') ? (raw as FastGameCode) : 'elott-vn-1';
}

/** /lottery: a fast game's betting page (game tabs, countdown, bet types, picker, slip, results, my bets). */
export function LotteryPage() {
  const [params] = useSearchParams();
  const gameCode = gameCodeOf(params.get('gameCode'));
  // Keno and K3 have their own page (their bet types, pickers and result board).
  return fastFormatOf(gameCode) === 'north' ? (
    <NorthLotteryPage gameCode={gameCode} />
  ) : (
    <FormatLotteryPage gameCode={gameCode} />
  );
}

/** A fast North-format game's betting page. */
function NorthLotteryPage({ gameCode }: { gameCode: FastGameCode }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const { session, token, odds, game, results, bets, now, ticket, closesAt, isClosed, shownBalance } =
    useFastGameWindow<LotteryBetType>(gameCode, 'lo2');
  const latest = results.data?.[0];
  const oddsOf = (type: LotteryBetType) => odds.find((row) => row.betType === type)?.odds;

  if (session.isError) return <LotteryOpenFailed error={session.error} onRetry={() => void session.refetch()} />;

  return (
    <div className="lottery-page" data-testid="lottery-page">
      <nav className="lottery-tabs" aria-label={t('lottery.lobbyTitle')}>
        <Link to="/elott" className="lottery-tabs__back">
          {t('lottery.backToLobby')}
        </Link>
        {NORTH_FAST_GAME_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className={`lottery-tabs__tab${code === gameCode ? ' is-active' : ''}`}
            aria-pressed={code === gameCode}
            onClick={() => {
              ticket.resetBalance();
              setParams({ gameCode: code });
            }}
          >
            {t(`lottery.games.${code}`)}
          </button>
        ))}
      </nav>

      <section className="lottery-status">
        <div>
          <span className="lottery-status__label">
            {game?.next ? t('lottery.nextDraw', { time: formatTimeOfDay(game.next.drawAt) }) : t('lottery.drawing')}
          </span>
          <span className="lottery-status__label">{t('lottery.closesIn')}</span>
          <strong className="lottery-status__countdown" data-testid="lottery-countdown">
            {isClosed ? t('lottery.drawing') : countdownText(closesAt, now)}
          </strong>
        </div>
        <div className="lottery-status__balance">
          <span className="lottery-status__label">{t('lottery.balance')}</span>
          <strong data-testid="lottery-balance">{shownBalance ? formatSiteMoney(BigInt(shownBalance)) : '…'}</strong>
        </div>
      </section>

      <div className="lottery-layout">
        <div className="lottery-layout__main">
          <BetPanel
            ticket={ticket}
            oddsOf={oddsOf}
            helpOf={(type) => t(`lottery.betHelp.${type}`)}
            isClosed={isClosed || token === ''}
          />
        </div>
        <aside className="lottery-layout__side">
          <h2 className="lottery-section-title">{t('lottery.results')}</h2>
          {latest ? <ResultBoard draw={latest} /> : <p className="lottery-empty">{t('lottery.noDrawYet')}</p>}
          {(results.data?.length ?? 0) > 1 && (
            <>
              <h2 className="lottery-section-title">{t('lottery.recent')}</h2>
              <ul className="lottery-recent">
                {results.data?.slice(1).map((draw) => (
                  <li key={draw.drawId}>
                    <span>{t('lottery.drawNo', { time: formatTimeOfDay(draw.drawAt) })}</span>
                    <strong className="lottery-special">{draw.result?.special?.[0]}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2 className="lottery-section-title">{t('lottery.myBets')}</h2>
          <MyBets bets={bets.data ?? []} />
        </aside>
      </div>
    </div>
  );
}
