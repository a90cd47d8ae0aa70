import type { MemberVip } from '@fortuna/contracts/vip';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';

/** The merchant's levels: what each asks, its upgrade bonus and its rebate rates by game area. */
export function VipLevelsTable({ vip, currencySymbol }: { vip: MemberVip; currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeTagOf(i18n.language);
  return (
    <div className="vip-levels">
      <table data-testid="vip-levels">
        <thead>
          <tr>
            <th>{t('vip.level')}</th>
            <th>{t('vip.validBet')}</th>
            <th>{t('vip.deposit')}</th>
            <th>{t('vip.upgradeBonus')}</th>
            <th>{t('vip.rebate')}</th>
          </tr>
        </thead>
        <tbody>
          {vip.levels.map((level) => (
            <tr key={level.rank} data-reached={level.isReached}>
              <td className="vip-levels__name">{t('vip.current', { name: level.name, rank: level.rank })}</td>
              <td data-label={t('vip.validBet')}>{formatMoneyValue(level.validBetThreshold, currencySymbol)}</td>
              <td data-label={t('vip.deposit')}>{formatMoneyValue(level.depositThreshold, currencySymbol)}</td>
              <td data-label={t('vip.upgradeBonus')}>{formatMoneyValue(level.upgradeBonus, currencySymbol)}</td>
              <td data-label={t('vip.rebate')}>
                <ul className="vip-levels__rates">
                  {Object.entries(level.rebateRates).map(([area, percent]) => (
                    <li key={area}>
                      {t('vip.rate', {
                        area: t(`categories.${area}` as 'categories.RNG'),
                        percent: Number(percent).toLocaleString(locale),
                      })}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
