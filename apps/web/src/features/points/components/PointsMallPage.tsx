import type { Goods } from '@fortuna/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Icon } from '../../../ui/Icon';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { useIsLoggedIn, useIsTrial } from '../../auth/hooks/useSessionStore';
import { localeTagOf } from '../../bet-record/hooks/money-format';
import { balanceQuery } from '../../wallet/api/balance';
import { pointsBalanceQuery, rewardsQuery } from '../api/points';
import { ConvertDialog } from './ConvertDialog';
import { GoodsCard } from './GoodsCard';
import { PointsRecords, RedeemHistory } from './PointsHistory';
import { RedeemDialog } from './RedeemDialog';
import '../../promotions/components/promotions.css';
import './points.css';
import '../../../i18n/account-texts';

type Tab = 'goods' | 'redeems' | 'records';
const TABS: Tab[] = ['goods', 'redeems', 'records'];

/** /pointMall: the member's points, the goods to redeem, the redeem history, the points records and convert. */
export function PointsMallPage() {
  const { t, i18n } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const isTrial = useIsTrial();
  const isMember = isLoggedIn && !isTrial;
  return (
    <section className="promotions-page points-page" data-testid="points-mall">
      <header className="promotions-page__head">
        <h1 className="promotions-page__title">{t('pointsMall.title')}</h1>
        <p className="promotions-page__lead">{t('pointsMall.lead')}</p>
      </header>
      {isMember ? (
        <MemberMall language={i18n.language} />
      ) : (
        <div className="points-login">
          <EmptyState
            icon="trophy"
            title={t('pointsMall.loginTitle')}
            text={t('pointsMall.loginHint')}
            testId="points-login"
          />
          <Link to="/login" className="btn btn--primary">
            {t('pointsMall.login')}
          </Link>
        </div>
      )}
    </section>
  );
}

function MemberMall({ language }: { language: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const balance = useQuery(pointsBalanceQuery());
  const goods = useQuery(rewardsQuery(language));
  const wallet = useQuery(balanceQuery());
  const currencySymbol = wallet.data?.currencySymbol ?? '';
  const [tab, setTab] = useState<Tab>('goods');
  const [redeeming, setRedeeming] = useState<Goods | null>(null);
  const [converting, setConverting] = useState(false);
  const points = balance.data?.balance ?? 0;
  const locale = localeTagOf(language);

  const renderGoods = () => {
    if (goods.isPending) return <LoadingState />;
    if (goods.isError) return <ErrorState message={errorMessage(goods.error)} onRetry={() => void goods.refetch()} />;
    if (goods.data.length === 0) return <EmptyState icon="gift" title={t('pointsMall.empty')} testId="points-empty" />;
    return (
      <div className="points-grid" data-testid="points-goods">
        {goods.data.map((item) => (
          <GoodsCard
            key={item.id}
            goods={item}
            points={points}
            currencySymbol={currencySymbol}
            onRedeem={setRedeeming}
          />
        ))}
      </div>
    );
  };

  return (
    <>
      <div className="points-summary">
        <div>
          <p className="points-summary__label">{t('pointsMall.balance')}</p>
          <p className="points-summary__value" data-testid="points-balance">
            <Icon name="trophy" size={22} />
            {balance.data ? balance.data.balance.toLocaleString(locale) : '…'}
          </p>
        </div>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => setConverting(true)}
          disabled={!balance.data}
          data-testid="points-convert-open"
        >
          {t('pointsMall.convert.open')}
        </button>
      </div>
      <div className="promo-tabs" role="tablist">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`promo-tabs__tab${tab === id ? ' promo-tabs__tab--active' : ''}`}
            onClick={() => setTab(id)}
            data-testid={`points-tab-${id}`}
          >
            {t(`pointsMall.tabs.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'goods' && renderGoods()}
      {tab === 'redeems' && <RedeemHistory language={language} currencySymbol={currencySymbol} />}
      {tab === 'records' && <PointsRecords language={language} currencySymbol={currencySymbol} />}
      {redeeming && (
        <RedeemDialog goods={redeeming} points={points} language={language} onClose={() => setRedeeming(null)} />
      )}
      {converting && balance.data && (
        <ConvertDialog balance={balance.data} currencySymbol={currencySymbol} onClose={() => setConverting(false)} />
      )}
    </>
  );
}
