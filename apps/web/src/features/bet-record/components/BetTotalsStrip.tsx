import type { BetTotals } from '@fortuna/contracts/bet-records';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue, formatSignedMoney, localeTagOf, toneOf } from '../hooks/money-format';
import './bet-totals.css';
import '../../../i18n/account-texts';

interface BetTotalsStripProps {
  totals: BetTotals;
  currencySymbol: string;
  /** `${testId}` on the strip, `${testId}-rounds`, `-stake`, `-valid-bet`, `-payout`, `-profit` on the figures. */
  testId: string;
}

/** Rounds, stake, valid bet, payout and the profit (green or red) of everything the filters match. */
export function BetTotalsStrip({ totals, currencySymbol, testId }: BetTotalsStripProps) {
  const { t, i18n } = useTranslation();
  const tone = toneOf(totals.profit);
  const figures = [
    { key: 'stake', label: t('betTotals.stake'), value: formatMoneyValue(totals.stake, currencySymbol) },
    { key: 'valid-bet', label: t('betTotals.validBet'), value: formatMoneyValue(totals.validBet, currencySymbol) },
    { key: 'payout', label: t('betTotals.payout'), value: formatMoneyValue(totals.payout, currencySymbol) },
  ];
  return (
    <section className="bet-totals" aria-label={t('betTotals.label')} data-testid={testId}>
      <div className="bet-totals__item">
        <span className="bet-totals__label">{t('betTotals.rounds')}</span>
        <span className="bet-totals__value" data-testid={`${testId}-rounds`}>
          {totals.rounds.toLocaleString(localeTagOf(i18n.language))}
        </span>
      </div>
      {figures.map((figure) => (
        <div key={figure.key} className="bet-totals__item">
          <span className="bet-totals__label">{figure.label}</span>
          <span className="bet-totals__value" data-testid={`${testId}-${figure.key}`}>
            {figure.value}
          </span>
        </div>
      ))}
      <div className={`bet-totals__item bet-totals__item--profit bet-totals__item--${tone}`}>
        <span className="bet-totals__label">{t('betTotals.profit')}</span>
        <span className={`bet-totals__value money--${tone}`} data-testid={`${testId}-profit`} data-tone={tone}>
          {formatSignedMoney(totals.profit, currencySymbol)}
        </span>
      </div>
    </section>
  );
}
