import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';
import { pointsRecordsQuery, redeemsQuery } from '../api/points';

interface HistoryProps {
  language: string;
  currencySymbol: string;
}

/** Spec §3 redeem records: reference, apply time, type, name, quantity, points and amount requirement, status. */
export function RedeemHistory({ language, currencySymbol }: HistoryProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const orders = useQuery(redeemsQuery(language));
  const locale = localeTagOf(language);
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return <EmptyState icon="history" title={t('pointsMall.redeems.empty')} testId="points-redeems-empty" />;
  return (
    <ul className="promo-history" data-testid="points-redeems">
      {orders.data.map((order) => (
        <li key={order.id} className="promo-history__row" data-testid={`points-order-${order.reference}`}>
          <div>
            <p className="promo-history__title">
              {order.name} {t('pointsMall.redeems.quantity', { count: order.quantity })}
            </p>
            <p className="promo-history__date">
              {t('pointsMall.redeems.reference', { reference: order.reference })} · {t(`pointsMall.kind.${order.kind}`)}{' '}
              · {new Date(order.createdAt).toLocaleString(locale)}
            </p>
            {BigInt(order.amountRequired.amountMinor) > 0n && (
              <p className="promo-history__date">
                {t('pointsMall.amountRequired', { amount: formatMoneyValue(order.amountRequired, currencySymbol) })}
              </p>
            )}
            {order.reason && (
              <p className="promo-history__reason">{t('pointsMall.redeems.reason', { reason: order.reason })}</p>
            )}
          </div>
          <div className="points-history__side">
            <strong>{t('pointsMall.points', { count: order.pointsRequired })}</strong>
            <span className={`points-status points-status--${order.status}`} data-testid="points-order-status">
              {t(`pointsMall.status.${order.status}`)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec §3 points records: amount, points, changed points, balance, remark, time, status. */
export function PointsRecords({ language, currencySymbol }: HistoryProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const records = useQuery(pointsRecordsQuery());
  const locale = localeTagOf(language);
  if (records.isPending) return <LoadingState />;
  if (records.isError)
    return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  if (records.data.length === 0)
    return <EmptyState icon="history" title={t('pointsMall.records.empty')} testId="points-records-empty" />;
  return (
    <ul className="promo-history" data-testid="points-records">
      {records.data.map((row) => (
        <li key={row.id} className="promo-history__row">
          <div>
            <p className="promo-history__title">
              {t(`pointsMall.records.kind.${row.kind}`)}
              {row.gameType ? ` · ${t(`categories.${row.gameType}`)}` : ''}
            </p>
            <p className="promo-history__date">
              {new Date(row.createdAt).toLocaleString(locale)}
              {row.remark ? ` · ${row.remark}` : ''}
            </p>
            {BigInt(row.amount.amountMinor) > 0n && (
              <p className="promo-history__date">
                {t('pointsMall.records.amount', { amount: formatMoneyValue(row.amount, currencySymbol) })}
              </p>
            )}
            <p className="promo-history__date">
              {t('pointsMall.records.change', { before: row.points, after: row.balance })}
            </p>
          </div>
          <div className="points-history__side">
            <strong className={row.changedPoints > 0 ? 'points-plus' : 'points-minus'}>
              {row.changedPoints > 0 ? `+${row.changedPoints}` : row.changedPoints}
            </strong>
            <span className={`points-status points-status--${row.status}`}>{t(`pointsMall.status.${row.status}`)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
