import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayMoney } from '../../../lib/money-display';
import { Icon } from '../../../ui/Icon';
import { useMemberCountsSocket } from '../../missions/hooks/useMemberCountsSocket';
import { balanceQuery } from '../api/balance';
import { useBalanceSocket } from '../hooks/useBalanceSocket';
import { useBalanceVisibility } from '../hooks/useBalanceVisibility';
import './header-wallet.css';

const HIDDEN_BALANCE = '******';
/** The currency code of a trial account's play money. */
const DEMO_CURRENCY = 'DEMO';

interface HeaderWalletProps {
  /** A trial account holds play money and has no member centre, so no deposit or withdraw shortcuts. */
  isTrial: boolean;
}

/**
 * The signed-in header's wallet: live balance (hideable, refreshable, 2 decimals), deposit and
 * withdraw shortcuts; a trial account sees its demo balance marked as such.
 */
export function HeaderWallet({ isTrial }: HeaderWalletProps) {
  const { t } = useTranslation();
  const balance = useQuery(balanceQuery());
  const isHidden = useBalanceVisibility((state) => state.isHidden);
  const toggleHidden = useBalanceVisibility((state) => state.toggle);
  useBalanceSocket();
  useMemberCountsSocket();

  const data = balance.data;
  const shown = data ? displayMoney({ minor: data.balanceMinor, decimal: data.balance }, data.currencySymbol) : '--';
  const isDemo = isTrial || data?.currency === DEMO_CURRENCY;

  return (
    <div className="header-wallet">
      <div className="header-balance" aria-live="polite">
        <Icon name="wallet" size={16} className="header-balance__icon" />
        <span className="header-balance__amount" data-testid="header-balance" title={isHidden ? undefined : shown}>
          {isHidden ? HIDDEN_BALANCE : shown}
        </span>
        {isDemo && (
          <span className="header-balance__demo" title={t('trial.badgeLabel')} data-testid="balance-demo-badge">
            {t('trial.badge')}
          </span>
        )}
        <button
          type="button"
          className="header-balance__button"
          onClick={toggleHidden}
          aria-label={isHidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
          aria-pressed={isHidden}
          data-testid="balance-hide"
        >
          <Icon name={isHidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
        <button
          type="button"
          className="header-balance__button"
          onClick={() => void balance.refetch()}
          disabled={balance.isFetching}
          aria-label={t('wallet.refreshBalance')}
          aria-busy={balance.isFetching}
          data-testid="balance-refresh"
        >
          <Icon name="refresh" size={16} className={balance.isFetching ? 'spin' : undefined} />
        </button>
      </div>
      {!isTrial && <MoneyShortcuts />}
    </div>
  );
}

function MoneyShortcuts() {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to="/member?page=depositv2"
        aria-label={t('sideMenu.deposit')}
        className="btn btn--primary btn--small header-wallet__shortcut"
        data-testid="header-deposit"
      >
        <Icon name="plus" size={16} />
        <span className="header-wallet__label">{t('sideMenu.deposit')}</span>
      </Link>
      <Link
        to="/member?page=withdraw"
        aria-label={t('sideMenu.withdraw')}
        className="btn btn--secondary btn--small header-wallet__shortcut header-wallet__withdraw"
        data-testid="header-withdraw"
      >
        <Icon name="cashout" size={16} />
        <span className="header-wallet__label">{t('sideMenu.withdraw')}</span>
      </Link>
    </>
  );
}
