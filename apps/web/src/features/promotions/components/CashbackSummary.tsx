import type { CashbackView } from '@fortuna/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';

interface CashbackSummaryProps {
  cashback: CashbackView;
  currencySymbol: string;
  /** The detail window adds how and when cashback is paid. */
  showRule?: boolean;
}

/** A cashback promotion's running period: net loss so far, cashback so far, and the last period's payment. */
export function CashbackSummary({ cashback, currencySymbol, showRule = false }: CashbackSummaryProps) {
  const { t, i18n } = useTranslation();
  // Local days of the merchant ("2026-11-23"): shown as they are, whatever the browser's zone.
  const day = (text: string) =>
    new Date(`${text}T00:00:00Z`).toLocaleDateString(localeTagOf(i18n.language), {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
    });
  const period = t(`promotions.cashback.period.${cashback.period}`, { from: day(cashback.from), to: day(cashback.to) });
  const money = (value: CashbackView['netLoss']) => formatMoneyValue(value, currencySymbol);
  return (
    <div className="promo-cashback" data-testid="promotion-cashback">
      <p className="promo-card__meta">
        {t('promotions.cashback.netLoss', { period, amount: money(cashback.netLoss) })}
      </p>
      <p className="promo-card__meta">
        {t('promotions.cashback.expected', { percent: cashback.percent, amount: money(cashback.expected) })}
      </p>
      {cashback.lastPaid && (
        <p className="promo-card__meta">{t('promotions.cashback.lastPaid', { amount: money(cashback.lastPaid) })}</p>
      )}
      {showRule && <p className="promo-detail__note">{t('promotions.cashback.rule')}</p>}
    </div>
  );
}
