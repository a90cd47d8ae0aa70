import { type FastGameCode, FORMAT_FAST_GAME_CODES, fastFormatOf } from '@fortuna/contracts/lottery';
import {
  type FastFormat,
  FORMAT_BET_TYPES,
  type FormatBetType,
  formatPayoutTable,
  lineChoicesOf,
} from '@fortuna/games/lottery/fast/formats';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatTimeOfDay } from '../../../lib/date-time';
import { formatSiteMoney, formatSiteMultiplier } from '../../../lib/money-display';
import { useChoiceLabel } from '../hooks/useChoiceLabel';
import { useFastGameWindow } from '../hooks/useFastGameWindow';
import { countdownText } from '../hooks/useNow';
import { STAKE_CHOICES } from '../hooks/useTicket';
import { formatLines } from '../logic/format-picks';
import { BetSlip } from './BetSlip';
import { ChoicePicker } from './ChoicePicker';
import { FormatResultBoard, FormatResultLine } from './FormatResultBoard';
import { KenoPicker } from './KenoPicker';
import { LotteryOpenFailed } from './LotteryOpenFailed';
import { MyBets } from './MyBets';
import '../../../ui/chip.css';
import './lottery.css';
import './lottery-formats.css';

/** The betting page of a Keno, K3 or SSC game (at the merchant's pay table): countdown, bet types, picker, slip, results board, my bets. */
export function FormatLotteryPage({ gameCode }: { gameCode: FastGameCode }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const format = fastFormatOf(gameCode) as FastFormat;
  const betTypes: readonly FormatBetType[] = FORMAT_BET_TYPES[format];
  const gameWindow = useFastGameWindow<FormatBetType>(gameCode, betTypes[0] ?? 'keno');
  const { session, token, game, results, bets, now, ticket, closesAt, isClosed, shownBalance } = gameWindow;
  const latest = results.data?.[0];
  const lines = formatLines(ticket.betType, ticket.picked);
  const labelOf = useChoiceLabel();
  // The slip names each choice with the odds the merchant's table pays it (Keno's table is under the board).
  const slipOdds =
    ticket.betType === 'keno' ? {} : formatPayoutTable(ticket.betType, ticket.picked, gameWindow.payTable);
  // The help of a bet type that pays one odds for every choice names the merchant's.
  const firstChoice = ticket.betType === 'keno' ? undefined : lineChoicesOf(ticket.betType)[0];
  const headlineOdds =
    ticket.betType === 'keno' || firstChoice === undefined
      ? ''
      : formatSiteMultiplier(formatPayoutTable(ticket.betType, [firstChoice], gameWindow.payTable)[firstChoice] ?? 0);
  const slipLabel = (choice: string) =>
    ticket.betType === 'keno'
      ? labelOf(ticket.betType, choice)
      : `${labelOf(ticket.betType, choice)} (×${formatSiteMultiplier(slipOdds[choice] ?? 0)})`;

  if (session.isError) return <LotteryOpenFailed error={session.error} onRetry={() => void session.refetch()} />;

  return (
    <div className="lottery-page" data-testid="lottery-page" data-format={format}>
      <nav className="lottery-tabs" aria-label={t('lottery.lobbyTitle')}>
        <Link to="/elott" className="lottery-tabs__back">
          {t('lottery.backToLobby')}
        </Link>
        {FORMAT_FAST_GAME_CODES.map((code) => (
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
          <div className="lottery-bettypes" role="tablist">
            {betTypes.map((type) => (
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
          <p className="lottery-help">{t(`lotteryFormats.help.${ticket.betType}`, { odds: headlineOdds })}</p>
          {ticket.betType === 'keno' ? (
            <KenoPicker picked={ticket.picked} onChange={ticket.setPicked} payTable={gameWindow.payTable} />
          ) : (
            <ChoicePicker
              betType={ticket.betType}
              picked={ticket.picked}
              onChange={ticket.setPicked}
              payTable={gameWindow.payTable}
            />
          )}
          <BetSlip
            picked={ticket.picked.map(slipLabel)}
            lines={lines}
            total={BigInt(lines) * BigInt(ticket.stakeMajor) * 100n}
            note={
              ticket.betType === 'keno' && ticket.picked.length > 0
                ? t('lotteryFormats.spots', { count: ticket.picked.length })
                : null
            }
            stakeMajor={ticket.stakeMajor}
            onStake={ticket.setStakeMajor}
            stakeChoices={STAKE_CHOICES}
            isPlacing={ticket.place.isPending}
            isClosed={isClosed || token === ''}
            error={ticket.error}
            onConfirm={() => ticket.place.mutate()}
          />
        </div>
        <aside className="lottery-layout__side">
          <h2 className="lottery-section-title">{t('lottery.results')}</h2>
          {latest ? <FormatResultBoard draw={latest} /> : <p className="lottery-empty">{t('lottery.noDrawYet')}</p>}
          {(results.data?.length ?? 0) > 1 && (
            <>
              <h2 className="lottery-section-title">{t('lottery.recent')}</h2>
              <ul className="lottery-recent">
                {results.data?.slice(1).map((draw) => (
                  <li key={draw.drawId}>
                    <span>{t('lottery.drawNo', { time: formatTimeOfDay(draw.drawAt) })}</span>
                    <FormatResultLine draw={draw} />
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
