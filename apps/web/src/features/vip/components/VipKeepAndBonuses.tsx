import type { MemberVip } from '@fortuna/contracts/vip';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';

/**
 * The keep-level rule (kept for good, or a valid bet to reach each month or quarter, with the progress so far),
 * the current level's monthly and birthday bonuses, and the ones paid.
 */
export function VipKeepAndBonuses({ vip, currencySymbol }: { vip: MemberVip; currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const money = (value: MemberVip['validBet']) => formatMoneyValue(value, currencySymbol);
  const current = vip.levels.find((level) => level.rank === vip.vipRankLevel);
  const keep = current?.keepValidBet;
  const hasKeepRule = vip.keepPeriod !== undefined && vip.keepPeriod !== 'none' && keep && keep.amountMinor !== '0';
  const day = (text: string) =>
    new Date(`${text}T00:00:00Z`).toLocaleDateString(localeTagOf(i18n.language), { timeZone: 'UTC' });
  return (
    <>
      {hasKeepRule && vip.keepPeriod !== 'none' && vip.keepPeriod ? (
        <p className="account-card__text" data-testid="vip-keep-rule">
          {t(`vip.keepPeriodRule.${vip.keepPeriod}`, { amount: money(keep) })}
          {vip.keepProgress &&
            ` ${t('vip.keepProgress', {
              from: day(vip.keepProgress.from),
              to: day(vip.keepProgress.to),
              amount: money(vip.keepProgress.validBet),
            })}`}
        </p>
      ) : (
        <p className="account-card__text">{t('vip.keepRule')}</p>
      )}
      {current && (current.monthlyBonus?.amountMinor !== '0' || current.birthdayBonus?.amountMinor !== '0') && (
        <p className="account-card__text" data-testid="vip-level-bonuses">
          {current.monthlyBonus &&
            current.monthlyBonus.amountMinor !== '0' &&
            t('vip.monthlyBonus', { amount: money(current.monthlyBonus) })}{' '}
          {current.birthdayBonus &&
            current.birthdayBonus.amountMinor !== '0' &&
            t('vip.birthdayBonus', { amount: money(current.birthdayBonus) })}
        </p>
      )}
      {vip.bonuses && vip.bonuses.length > 0 && (
        <ul className="vip-bonuses" data-testid="vip-bonuses">
          {vip.bonuses.map((bonus) => (
            <li key={`${bonus.kind}-${bonus.period}`}>
              {t(`vip.bonusPaid.${bonus.kind}`, { period: bonus.period, amount: money(bonus.amount) })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
