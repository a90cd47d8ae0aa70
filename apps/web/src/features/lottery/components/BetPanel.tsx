import { BET_TYPE_RULES, LOTTERY_BET_TYPES, type LotteryBetType } from '@fortuna/games/lottery/bet-types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAKE_CHOICES, type Ticket } from '../hooks/useTicket';
import { lineCount } from '../logic/pick-logic';
import { BetSlip } from './BetSlip';
import { FavouriteNumbers } from './FavouriteNumbers';
import { NumberPicker } from './NumberPicker';

interface BetPanelProps {
  ticket: Ticket;
  /** The odds of a bet type as the window's session answered them. */
  oddsOf: (type: LotteryBetType) => number | undefined;
  /** What a bet type wins on, for this page's draws. */
  helpOf: (type: LotteryBetType) => string;
  isClosed: boolean;
  /** Above the bet types: the prize-mode choice where the site offers several. */
  header?: ReactNode;
}

/** The bet-type tabs, the number picker and the bet slip of a lottery page (fast or regional draws). */
export function BetPanel({ ticket, oddsOf, helpOf, isClosed, header }: BetPanelProps) {
  const { t } = useTranslation();
  const { betType } = ticket;
  const odds = oddsOf(betType);
  const rule = BET_TYPE_RULES[betType];
  const lines = lineCount(betType, ticket.picked);
  const needsGroup = rule.shape === 'group' && ticket.picked.length > 0 && lines === 0;
  return (
    <>
      {header}
      <div className="lottery-bettypes" role="tablist">
        {LOTTERY_BET_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={type === betType}
            className={`lottery-bettypes__tab${type === betType ? ' is-active' : ''}`}
            data-testid={`lottery-type-${type}`}
            onClick={() => ticket.setBetType(type)}
          >
            {t(`lottery.betTypes.${type}`)}
          </button>
        ))}
      </div>
      <p className="lottery-help">
        {helpOf(betType)} {odds !== undefined && <b>{t('lottery.odds', { odds })}</b>}
      </p>
      <NumberPicker betType={betType} picked={ticket.picked} onChange={ticket.setPicked} />
      <FavouriteNumbers
        betType={betType}
        picked={ticket.picked}
        onRecall={(type, numbers) => {
          ticket.setBetType(type);
          ticket.setPicked(numbers);
        }}
      />
      <BetSlip
        picked={ticket.picked}
        lines={lines}
        total={BigInt(lines) * BigInt(ticket.stakeMajor) * 100n}
        note={needsGroup ? t('lottery.needGroup', { count: rule.groupSize }) : null}
        stakeMajor={ticket.stakeMajor}
        onStake={ticket.setStakeMajor}
        stakeChoices={STAKE_CHOICES}
        isPlacing={ticket.place.isPending}
        isClosed={isClosed}
        error={ticket.error}
        onConfirm={() => ticket.place.mutate()}
      />
    </>
  );
}
