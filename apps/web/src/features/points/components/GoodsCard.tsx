import type { Goods } from '@fortuna/contracts/points';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';

interface GoodsCardProps {
  goods: Goods;
  points: number;
  currencySymbol: string;
  onRedeem: (goods: Goods) => void;
}

/** One item of the mall: picture, name, points, stock and the redeem button. */
export function GoodsCard({ goods, points, currencySymbol, onRedeem }: GoodsCardProps) {
  const { t, i18n } = useTranslation();
  const locale = localeTagOf(i18n.language);
  const soldOut = goods.stock <= 0;
  return (
    <article className="points-card" data-testid={`points-goods-${goods.id}`}>
      <div className="points-card__art">
        {goods.imageUrl ? (
          <img src={goods.imageUrl} alt="" loading="lazy" />
        ) : (
          <Icon name={goods.kind === 'physical' ? 'gift' : 'ticket'} size={40} />
        )}
        <span className="points-card__kind">{t(`pointsMall.kind.${goods.kind}`)}</span>
      </div>
      <div className="points-card__body">
        <h3 className="points-card__name">{goods.name}</h3>
        <p className="points-card__points">
          {t('pointsMall.points', { count: goods.pointsRequired, formatted: goods.pointsRequired })}
        </p>
        {BigInt(goods.amountRequired.amountMinor) > 0n && (
          <p className="points-card__meta">
            {t('pointsMall.amountRequired', { amount: formatMoneyValue(goods.amountRequired, currencySymbol) })}
          </p>
        )}
        <p className="points-card__meta">
          {soldOut ? t('pointsMall.soldOut') : t('pointsMall.stock', { count: goods.stock })}
        </p>
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={soldOut || points < goods.pointsRequired}
          onClick={() => onRedeem(goods)}
          data-testid={`points-redeem-${goods.id}`}
          title={goods.pointsRequired.toLocaleString(locale)}
        >
          {t('pointsMall.redeem')}
        </button>
      </div>
    </article>
  );
}
