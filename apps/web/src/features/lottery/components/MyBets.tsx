import type { LotteryBet } from '@fortuna/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '../../../lib/date-time';
import { formatSiteMoney } from '../../../lib/money-display';
import { useChoiceLabel } from '../hooks/useChoiceLabel';

/** The player's tickets: the draw, type, numbers, odds, status, hits and payout. */
export function MyBets({ bets }: { bets: LotteryBet[] }) {
  const { t } = useTranslation();
  const labelOf = useChoiceLabel();
  if (bets.length === 0) return <p className="lottery-empty">{t('lottery.noBets')}</p>;
  return (
    <ul className="lottery-bets" data-testid="lottery-my-bets">
      {bets.map((bet) => (
        <li
          key={bet.betId}
          className={`lottery-bet lottery-bet--${bet.status}`}
          data-testid="lottery-bet"
          data-status={bet.status}
        >
          <div className="lottery-bet__top">
            <span>{t('lottery.drawNo', { time: formatTimeOfDay(bet.drawAt) })}</span>
            <span className="lottery-bet__status">{t(`lottery.status.${bet.status}`)}</span>
          </div>
          <div className="lottery-bet__main">
            <strong>{t(`lottery.betTypes.${bet.betType}` as 'lottery.betTypes.lo2')}</strong>
            <span className="lottery-bet__numbers">
              {bet.numbers.map((number) => labelOf(bet.betType, number)).join(' ')}
            </span>
            <span>
              {t('lottery.odds', { odds: bet.odds })}
              {bet.prizeMode === 'ZY' && ` · ${t('lotteryStats.prizeMode.ZY')}`}
            </span>
          </div>
          <div className="lottery-bet__money">
            <span>
              {t('lottery.stake')} <b data-testid="lottery-bet-stake">{formatSiteMoney(BigInt(bet.totalStake))}</b>
            </span>
            {bet.hits && (
              <span>
                {t('lottery.hits')} <b>{bet.hits.reduce((sum, hit) => sum + hit, 0)}</b>
              </span>
            )}
            <span>
              {t('lottery.payout')} <b data-testid="lottery-bet-payout">{formatSiteMoney(BigInt(bet.payout))}</b>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
