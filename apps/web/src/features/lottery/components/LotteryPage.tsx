import { FAST_GAME_CODES, type FastGameCode } from '@fortuna/contracts/lottery';
import type { LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatTimeOfDay } from '../../../lib/date-time';
import { formatSiteMoney } from '../../../lib/money-display';
import { balanceQueryKey } from '../../wallet/api/balance';
import {
  LOTTERY_QUERY_ROOT,
  lotteryLobbyQuery,
  myBetsQuery,
  openLottery,
  recentResultsQuery,
} from '../api/lottery-api';
import { countdownText, useNow } from '../hooks/useNow';
import { useTicket } from '../hooks/useTicket';
import { BetPanel } from './BetPanel';
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
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameCode = gameCodeOf(params.get('gameCode'));
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: [...LOTTERY_QUERY_ROOT, 'session', gameCode],
    queryFn: () => openLottery(gameCode, i18n.language),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const token = session.data?.lotteryToken ?? '';
  const lobby = useQuery(lotteryLobbyQuery());
  const game = lobby.data?.find((entry) => entry.gameCode === gameCode);
  const results = useQuery(recentResultsQuery(gameCode));
  const bets = useQuery({ ...myBetsQuery(token), enabled: token !== '', refetchInterval: 4_000 });
  const now = useNow(250);
  const ticket = useTicket(token, game?.next?.drawId);
  const lastDrawId = game?.last?.drawId;

  // A new result: the board, the history and the bets (now settled) are read again.
  useEffect(() => {
    if (!lastDrawId) return;
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'results', gameCode] });
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'bets'] });
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  }, [lastDrawId, gameCode, queryClient]);

  const closesAt = game?.next?.closesAt;
  // The next draw is listed as soon as the current one closes, but it takes bets only from its opening
  // (the current draw's time): until then the page says the draw is under way.
  const opensAt = game?.next?.opensAt;
  const isClosed = !closesAt || !opensAt || Date.parse(opensAt) > now || Date.parse(closesAt) <= now;
  const shownBalance = ticket.balance ?? session.data?.balance;
  const latest = results.data?.[0];
  const oddsOf = (type: LotteryBetType) => session.data?.odds.find((row) => row.betType === type)?.odds;

  if (session.isError) return <LotteryOpenFailed error={session.error} onRetry={() => void session.refetch()} />;

  return (
    <div className="lottery-page" data-testid="lottery-page">
      <nav className="lottery-tabs" aria-label={t('lottery.lobbyTitle')}>
        <Link to="/elott" className="lottery-tabs__back">
          {t('lottery.backToLobby')}
        </Link>
        {FAST_GAME_CODES.map((code) => (
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
