import { isFourDGameCode, isSeaGameCode, SEA_GAME_CODES, type SeaGameCode } from '@fortuna/contracts/lottery-sea';
import { DEFAULT_SEA_PAYOUTS, payoutTableOf, type SeaBetType, type SeaPayouts } from '@fortuna/games/lottery/sea-bets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/date-time';
import { localeTagOf } from '../../bet-record/hooks/money-format';
import { LOTTERY_QUERY_ROOT, myBetsQuery, openLottery, seaLobbyQuery } from '../api/lottery-api';
import { useDrawBalance } from '../hooks/useDrawBalance';
import { useNow } from '../hooks/useNow';
import { STAKE_CHOICES, useTicket } from '../hooks/useTicket';
import { betTypesOf, orderingsOf, seaSlip } from '../logic/sea-entry';
import { BetSlip } from './BetSlip';
import { LotteryOpenFailed } from './LotteryOpenFailed';
import { LotteryStatusBar } from './LotteryStatusBar';
import { MyBets } from './MyBets';
import { ResultsHistory } from './ResultsHistory';
import { SeaNumberEntry } from './SeaNumberEntry';
import { SeaResultBoard } from './SeaResultBoard';
import { type SideTab, SideTabs } from './SideTabs';
import '../../../ui/chip.css';
import './lottery.css';
import './sea-lottery.css';
import './lottery-stats.css';

function gameCodeOf(raw: string | null): SeaGameCode {
  return isSeaGameCode(raw) ? raw : 'sea-magnum';
}

/** What a bet type pays, as "1st 2,500× · 2nd 1,000× …" or "90×". */
function usePayoutText(betType: SeaBetType, payouts: SeaPayouts) {
  const { t, i18n } = useTranslation();
  const table = payoutTableOf(betType, payouts);
  const numbers = new Intl.NumberFormat(localeTagOf(i18n.language));
  return Object.entries(table)
    .map(([prize, hundredths]) => {
      const odds = numbers.format(hundredths / 100);
      return prize === 'win' ? `${odds}×` : `${t(`lotterySea.prizes.${prize}` as 'lotterySea.prizes.first')} ${odds}×`;
    })
    .join(' · ');
}

/**
 * /seaLottery: the 4D operators' and the Thai draw's betting page. Draw tabs, the countdown to this
 * site's cut-off, bet-type tabs, typed number entry with i-Box/Box orderings, the slip with its total,
 * the latest results board and the player's bets.
 */
export function SeaLotteryPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameCode = gameCodeOf(params.get('gameCode'));
  const kind = isFourDGameCode(gameCode) ? '4d' : 'thai';
  const session = useQuery({
    queryKey: [...LOTTERY_QUERY_ROOT, 'session', gameCode],
    queryFn: () => openLottery(gameCode, i18n.language, 'SEA'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const token = session.data?.lotteryToken ?? '';
  const lobby = useQuery(seaLobbyQuery());
  const view = lobby.data?.find((entry) => entry.gameCode === gameCode);
  const draw = view?.next ?? undefined;
  const ticket = useTicket<SeaBetType>(
    token,
    draw?.drawId,
    betTypesOf(kind)[0] ?? '4d_big',
    'SEA',
    view?.payoutsVersion,
  );
  const bets = useQuery({ ...myBetsQuery(token), enabled: token !== '', refetchInterval: 10_000 });
  const now = useNow(1000);
  const [sideTab, setSideTab] = useState<SideTab>('latest');
  const shownBalance = useDrawBalance(token, ticket, view?.latest?.drawId) ?? session.data?.balance;
  const payoutText = usePayoutText(ticket.betType, view?.payouts ?? DEFAULT_SEA_PAYOUTS);

  // Another draw kind: its first bet type.
  const { betType, setBetType } = ticket;
  useEffect(() => {
    if (!betTypesOf(kind).includes(betType)) setBetType(betTypesOf(kind)[0] ?? '4d_big');
  }, [kind, betType, setBetType]);

  if (session.isError) return <LotteryOpenFailed error={session.error} onRetry={() => void session.refetch()} />;

  const isClosed = !draw || Date.parse(draw.closesAt) <= now || token === '';
  const stake = BigInt(ticket.stakeMajor) * 100n;
  const slip = seaSlip(ticket.betType, ticket.picked, stake);
  const orderings = ticket.picked.reduce((sum, number) => sum + orderingsOf(ticket.betType, number), 0);
  const note =
    ticket.betType === '4d_ibox' && ticket.picked.length > 0
      ? t('lotterySea.iboxNote', { count: orderings })
      : ticket.betType === '4d_box' && ticket.picked.length > 0
        ? t('lotterySea.boxNote', { count: orderings })
        : null;

  return (
    <div className="lottery-page" data-testid="sea-lottery-page" data-kind={kind}>
      <nav className="lottery-tabs" aria-label={t('lotterySea.lobbyTitle')}>
        <Link to="/lott" className="lottery-tabs__back">
          {t('lottery.backToLobby')}
        </Link>
        {SEA_GAME_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className={`lottery-tabs__tab${code === gameCode ? ' is-active' : ''}`}
            aria-pressed={code === gameCode}
            data-testid={`sea-game-${code}`}
            onClick={() => {
              ticket.resetBalance();
              ticket.setPicked([]);
              setParams({ gameCode: code });
            }}
          >
            {t(`lotterySea.tabs.${code}`)}
          </button>
        ))}
      </nav>

      <LotteryStatusBar
        drawLabel={draw ? t('lotteryVn.nextDraw', { when: formatDateTime(draw.drawAt) }) : t('lotteryVn.noDraw')}
        drawTestId="sea-next-draw"
        closesAt={draw?.closesAt}
        cutoffMinutes={view?.cutoffMinutes}
        balance={shownBalance}
        now={now}
      />

      <div className="lottery-layout">
        <div className="lottery-layout__main">
          <div className="lottery-bettypes" role="tablist">
            {betTypesOf(kind).map((type) => (
              <button
                key={type}
                type="button"
                role="tab"
                aria-selected={type === ticket.betType}
                className={`lottery-bettypes__tab${type === ticket.betType ? ' is-active' : ''}`}
                data-testid={`lottery-type-${type}`}
                onClick={() => ticket.setBetType(type)}
              >
                {t(`lottery.betTypes.${type}`)}
              </button>
            ))}
          </div>
          <p className="lottery-help">
            {t(`lotterySea.help.${ticket.betType}`)} <b data-testid="sea-payouts">{payoutText}</b>
          </p>
          <SeaNumberEntry betType={ticket.betType} picked={ticket.picked} onChange={ticket.setPicked} />
          <BetSlip
            picked={ticket.picked}
            lines={slip.lines}
            total={slip.total}
            note={note}
            stakeMajor={ticket.stakeMajor}
            onStake={ticket.setStakeMajor}
            stakeChoices={STAKE_CHOICES}
            isPlacing={ticket.place.isPending}
            isClosed={isClosed}
            error={ticket.error}
            onConfirm={() => ticket.place.mutate()}
          />
        </div>
        <aside className="lottery-layout__side">
          <SideTabs tabs={['latest', 'history']} active={sideTab} onChange={setSideTab} />
          {sideTab === 'latest' &&
            (view?.latest ? (
              <SeaResultBoard draw={view.latest} />
            ) : (
              <p className="lottery-empty">{t('lotteryVn.noResults')}</p>
            ))}
          {sideTab === 'history' && (
            <ResultsHistory
              key={gameCode}
              gameCode={gameCode}
              offsetHours={gameCode === 'sea-thai' ? 7 : 8}
              board={(draw) => <SeaResultBoard draw={draw} />}
            />
          )}
          <h2 className="lottery-section-title">{t('lottery.myBets')}</h2>
          <MyBets bets={bets.data ?? []} />
        </aside>
      </div>
    </div>
  );
}
