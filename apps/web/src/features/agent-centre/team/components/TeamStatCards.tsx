import type { TeamOverview } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../../ui/Icon';
import { formatMoneyValue, formatSignedMoney, localeTagOf, toneOf } from '../../../bet-record/hooks/money-format';

type CountName = 'members' | 'agents' | 'newMembers' | 'activeMembers';
type MoneyName = 'deposits' | 'withdrawals' | 'validBet' | 'profitLoss' | 'bonuses';
type HintedName = CountName | 'profitLoss';

interface Stat<Name> {
  name: Name;
  /** `team-stat-${testId}` on the card, `-value` on its figure. */
  testId: string;
  icon: IconName;
}

const COUNTS: readonly Stat<CountName>[] = [
  { name: 'members', testId: 'members', icon: 'users' },
  { name: 'agents', testId: 'agents', icon: 'shield' },
  { name: 'newMembers', testId: 'new-members', icon: 'plus' },
  { name: 'activeMembers', testId: 'active-members', icon: 'flame' },
];

const MONEY: readonly Stat<MoneyName>[] = [
  { name: 'deposits', testId: 'deposits', icon: 'wallet' },
  { name: 'withdrawals', testId: 'withdrawals', icon: 'cashout' },
  { name: 'validBet', testId: 'valid-bet', icon: 'dice' },
  { name: 'profitLoss', testId: 'profit-loss', icon: 'chart' },
  { name: 'bonuses', testId: 'bonuses', icon: 'gift' },
];

const HINTED: readonly string[] = ['members', 'agents', 'newMembers', 'activeMembers', 'profitLoss'];

function isHinted(name: string): name is HintedName {
  return HINTED.includes(name);
}

interface StatCardProps {
  stat: Stat<CountName | MoneyName>;
  text: string;
  tone?: string;
}

function StatCard({ stat, text, tone }: StatCardProps) {
  const { t } = useTranslation();
  return (
    <li className="team-stat" data-testid={`team-stat-${stat.testId}`}>
      <span className="team-stat__icon" aria-hidden="true">
        <Icon name={stat.icon} size={16} />
      </span>
      <span className="team-stat__label">{t(`agentCentre.team.stats.${stat.name}`)}</span>
      <strong
        className={`team-stat__value${tone ? ` team-tone--${tone}` : ''}`}
        data-testid={`team-stat-${stat.testId}-value`}
        data-tone={tone}
      >
        {text}
      </strong>
      {isHinted(stat.name) && <span className="team-stat__hint">{t(`agentCentre.team.statHints.${stat.name}`)}</span>}
    </li>
  );
}

interface TeamStatCardsProps {
  overview: TeamOverview;
  currencySymbol: string;
}

/** The team's counts and money over the chosen days, a card each; the P&L is signed and coloured. */
export function TeamStatCards({ overview, currencySymbol }: TeamStatCardsProps) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(localeTagOf(i18n.language));
  return (
    <ul className="team-stats" aria-label={t('agentCentre.team.overview.label')}>
      {COUNTS.map((stat) => (
        <StatCard key={stat.name} stat={stat} text={numbers.format(overview[stat.name])} />
      ))}
      {MONEY.map((stat) => {
        const value = overview[stat.name];
        const isSigned = stat.name === 'profitLoss';
        return (
          <StatCard
            key={stat.name}
            stat={stat}
            text={isSigned ? formatSignedMoney(value, currencySymbol) : formatMoneyValue(value, currencySymbol)}
            tone={isSigned ? toneOf(value) : undefined}
          />
        );
      })}
    </ul>
  );
}
