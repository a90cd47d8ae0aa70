import type { VnOddsMode } from '@fortuna/contracts/lottery-odds';
import { isVnGameCode, VN_GAME_CODES, type VnGameCode } from '@fortuna/contracts/lottery-vn';
import { BET_TYPE_RULES, type LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/date-time';
import { LOTTERY_QUERY_ROOT, myBetsQuery, openLottery, vnLobbyQuery } from '../api/lottery-api';
import { windowOddsQuery } from '../api/lottery-stats-api';
import { useDrawBalance } from '../hooks/useDrawBalance';
import { useNow } from '../hooks/useNow';
import { useTicket } from '../hooks/useTicket';
import { BetPanel } from './BetPanel';
import { LotoTable } from './LotoTable';
import { LotteryOpenFailed } from './LotteryOpenFailed';
import { LotteryStatusBar } from './LotteryStatusBar';
import { MyBets } from './MyBets';
import { NumberStats } from './NumberStats';
import { PrizeModePicker } from './PrizeModePicker';
import { ResultsHistory } from './ResultsHistory';
import { SIDE_TABS, type SideTab, SideTabs } from './SideTabs';
import { provinceName, VnResultBoard } from './VnResultBoard';
import '../../../ui/chip.css';
import './lottery.css';
import './lottery-stats.css';

const REGION_OF = { 'vn-north': 'north', 'vn-central': 'central', 'vn-south': 'south' } as const;

function gameCodeOf(raw: string | null): VnGameCode {
  return isVnGameCode(raw) ? raw : 'vn-north';
}

/** Province chips of a region's draws; `testId` names the row for journeys. */
function ProvinceChips(props: {
  draws: { drawId: string; province: string }[];
  chosen: string | undefined;
  onChoose: (drawId: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (props.draws.length < 2) return null;
  return (
    <fieldset
      className="lottery-fieldset lottery-provinces"
      aria-label={t('lotteryVn.province')}
      data-testid={props.testId}
    >
      {props.draws.map((draw) => (
        <button
          key={draw.drawId}
          type="button"
          className={`chip${draw.drawId === props.chosen ? ' chip--active' : ''}`}
          aria-pressed={draw.drawId === props.chosen}
          onClick={() => props.onChoose(draw.drawId)}
        >
          {provinceName(draw.province)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * /vnLottery: the regional draws' betting page. Region tabs, the province of the draw, the countdown to
 * this site's cut-off, bet types with the fast lottery's picker and slip, the latest results board and
 * the player's bets.
 */
export function VnLotteryPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameCode = gameCodeOf(params.get('gameCode'));
  const region = REGION_OF[gameCode];
  const session = useQuery({
    queryKey: [...LOTTERY_QUERY_ROOT, 'session', gameCode],
    queryFn: () => openLottery(gameCode, i18n.language, 'LOTT'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const token = session.data?.lotteryToken ?? '';
  const lobby = useQuery(vnLobbyQuery());
  const view = lobby.data?.find((entry) => entry.gameCode === gameCode);
  const [drawChoice, setDrawChoice] = useState<string | undefined>();
  const [resultChoice, setResultChoice] = useState<string | undefined>();
  const draw = view?.next.find((entry) => entry.drawId === drawChoice) ?? view?.next[0];
  const shownResult = view?.latest.find((entry) => entry.drawId === resultChoice) ?? view?.latest[0];
  const odds = useQuery(windowOddsQuery(token));
  const [modeChoice, setModeChoice] = useState<VnOddsMode | undefined>();
  const modes = odds.data?.modes ?? [];
  const prizeMode = modes.find((mode) => mode.prizeMode === modeChoice)?.prizeMode ?? odds.data?.defaultMode;
  const oddsVersion = odds.data ? odds.data.versions[prizeMode ?? odds.data.defaultMode] : session.data?.oddsVersion;
  const ticket = useTicket(token, draw?.drawId, 'lo2', prizeMode, oddsVersion);
  const [sideTab, setSideTab] = useState<SideTab>('latest');
  const bets = useQuery({ ...myBetsQuery(token), enabled: token !== '', refetchInterval: 10_000 });
  const now = useNow(1000);
  // A new approved result settles bets: the bets and the balances are read again.
  const windowBalance = useDrawBalance(token, ticket, view?.latest[0]?.drawId);

  if (session.isError) return <LotteryOpenFailed error={session.error} onRetry={() => void session.refetch()} />;

  const isClosed = !draw || Date.parse(draw.closesAt) <= now || token === '';
  const shownBalance = windowBalance ?? session.data?.balance;
  const modeOdds = modes.find((mode) => mode.prizeMode === prizeMode)?.odds ?? session.data?.odds;
  const oddsOf = (type: LotteryBetType) => modeOdds?.find((row) => row.betType === type)?.odds;
  const pickNumber = (number: string) => {
    if (BET_TYPE_RULES[ticket.betType].digits !== 2 || ticket.picked.includes(number)) return;
    ticket.setPicked([...ticket.picked, number]);
  };
  const helpOf = (type: LotteryBetType) => {
    if (type === 'lo2' || type === 'lo_truot4') return t(`lotteryVn.help.${type}`);
    if (type.startsWith('xien')) return t('lotteryVn.help.xien');
    return t(`lottery.betHelp.${type}`);
  };

  return (
    <div className="lottery-page" data-testid="vn-lottery-page" data-region={region}>
      <nav className="lottery-tabs" aria-label={t('lotteryVn.lobbyTitle')}>
        <Link to="/lott" className="lottery-tabs__back">
          {t('lottery.backToLobby')}
        </Link>
        {VN_GAME_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className={`lottery-tabs__tab${code === gameCode ? ' is-active' : ''}`}
            aria-pressed={code === gameCode}
            data-testid={`vn-region-${code}`}
            onClick={() => {
              ticket.resetBalance();
              setDrawChoice(undefined);
              setResultChoice(undefined);
              setParams({ gameCode: code });
            }}
          >
            {t(`lotteryVn.regions.${code}`)}
          </button>
        ))}
      </nav>

      <LotteryStatusBar
        drawLabel={
          draw
            ? t('lotteryVn.nextDraw', { when: `${provinceName(draw.province)} · ${formatDateTime(draw.drawAt)}` })
            : t('lotteryVn.noDraw')
        }
        drawTestId="vn-next-draw"
        closesAt={draw?.closesAt}
        cutoffMinutes={view?.cutoffMinutes}
        balance={shownBalance}
        now={now}
      />

      <div className="lottery-layout">
        <div className="lottery-layout__main">
          <ProvinceChips
            draws={view?.next ?? []}
            chosen={draw?.drawId}
            onChoose={(drawId) => {
              setDrawChoice(drawId);
              ticket.setPicked([]);
            }}
            testId="vn-provinces"
          />
          <BetPanel
            ticket={ticket}
            oddsOf={oddsOf}
            helpOf={helpOf}
            isClosed={isClosed}
            header={
              prizeMode && (
                <PrizeModePicker modes={modes} chosen={prizeMode} betType={ticket.betType} onChoose={setModeChoice} />
              )
            }
          />
        </div>
        <aside className="lottery-layout__side">
          <SideTabs tabs={SIDE_TABS} active={sideTab} onChange={setSideTab} />
          {sideTab === 'latest' && (
            <>
              <ProvinceChips
                draws={view?.latest ?? []}
                chosen={shownResult?.drawId}
                onChoose={setResultChoice}
                testId="vn-result-provinces"
              />
              {shownResult ? (
                <>
                  <VnResultBoard draw={shownResult} region={region} />
                  {shownResult.result && <LotoTable result={shownResult.result} />}
                </>
              ) : (
                <p className="lottery-empty">{t('lotteryVn.noResults')}</p>
              )}
            </>
          )}
          {sideTab === 'history' && (
            <ResultsHistory
              key={gameCode}
              gameCode={gameCode}
              offsetHours={7}
              chips={(draws, chosen, choose) => (
                <ProvinceChips draws={draws} chosen={chosen} onChoose={choose} testId="vn-history-provinces" />
              )}
              board={(shown) => (
                <>
                  <VnResultBoard draw={shown} region={region} />
                  {shown.result && <LotoTable result={shown.result} />}
                </>
              )}
            />
          )}
          {sideTab === 'stats' && <NumberStats key={gameCode} gameCode={gameCode} onPick={pickNumber} />}
          <h2 className="lottery-section-title">{t('lottery.myBets')}</h2>
          <MyBets bets={bets.data ?? []} />
        </aside>
      </div>
    </div>
  );
}
