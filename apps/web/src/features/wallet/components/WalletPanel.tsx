import type { ConsolidatedFunds, VendorWallet } from '@fortuna/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { displayMoney } from '../../../lib/money-display';
import { Icon } from '../../../ui/Icon';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { consolidatedFundsQuery } from '../api/funds';
import { VendorTransferModal, type VendorTransferTarget } from './VendorTransferModal';
import './wallet.css';

/** The member centre's wallet (transferFund): totals and the transfer-mode vendor wallets. */
export function WalletPanel() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const funds = useQuery(consolidatedFundsQuery());
  const [target, setTarget] = useState<VendorTransferTarget | null>(null);

  if (funds.isPending) return <LoadingState />;
  if (funds.isError) {
    return (
      <ErrorState
        message={errorMessage(funds.error)}
        onRetry={() => void funds.refetch()}
        isRetrying={funds.isFetching}
      />
    );
  }

  const data = funds.data;
  return (
    <div className="wallet-panel" data-testid="wallet-panel">
      <FundsSummary funds={data} />
      <section className="wallet-vendors" aria-labelledby="wallet-vendors-title">
        <h3 id="wallet-vendors-title" className="wallet-section-title">
          {t('wallet.vendorWallets')}
        </h3>
        {data.vendors.length === 0 ? (
          <EmptyState
            icon="wallet"
            title={t('wallet.noVendorsTitle')}
            text={t('wallet.noVendorsText')}
            testId="wallet-vendors-empty"
          />
        ) : (
          <ul className="vendor-list">
            {data.vendors.map((vendor) => (
              <VendorRow
                key={vendor.vendorCode}
                vendor={vendor}
                currencySymbol={data.currencySymbol}
                onTransfer={(direction) => setTarget({ vendor, direction })}
              />
            ))}
          </ul>
        )}
      </section>
      {target && (
        <VendorTransferModal
          key={`${target.vendor.vendorCode}-${target.direction}`}
          target={target}
          funds={data}
          onClose={() => setTarget(null)}
        />
      )}
    </div>
  );
}

function FundsSummary({ funds }: { funds: ConsolidatedFunds }) {
  const { t } = useTranslation();
  const money = (value: { amount: string; amountMinor: string }) =>
    displayMoney({ minor: value.amountMinor, decimal: value.amount }, funds.currencySymbol);
  return (
    <div className="funds-summary">
      <div className="balance-card balance-card--total">
        <span className="balance-card__label">{t('wallet.total')}</span>
        <strong className="balance-card__amount" data-testid="funds-total">
          {money(funds.total)}
        </strong>
      </div>
      <div className="balance-card">
        <span className="balance-card__label">{t('wallet.mainBalance')}</span>
        <strong className="balance-card__amount" data-testid="funds-main">
          {money(funds.main)}
        </strong>
      </div>
      <div className="balance-card">
        <span className="balance-card__label">{t('wallet.bonus')}</span>
        <strong className="balance-card__amount">{money(funds.bonus)}</strong>
      </div>
    </div>
  );
}

interface VendorRowProps {
  vendor: VendorWallet;
  currencySymbol: string;
  onTransfer: (direction: 'IN' | 'OUT') => void;
}

function VendorRow({ vendor, currencySymbol, onTransfer }: VendorRowProps) {
  const { t } = useTranslation();
  return (
    <li className="vendor-row" data-testid="vendor-row">
      <span className="vendor-row__icon" aria-hidden="true">
        <Icon name="controller" size={20} />
      </span>
      <span className="vendor-row__name">
        <strong>{vendor.name}</strong>
        <span className="vendor-row__code">{vendor.vendorCode}</span>
      </span>
      <span className="vendor-row__balance">
        {displayMoney({ minor: vendor.balanceMinor, decimal: vendor.balance }, currencySymbol)}
      </span>
      <span className="vendor-row__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={() => onTransfer('IN')}>
          {t('wallet.transferIn')}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => onTransfer('OUT')}>
          {t('wallet.transferOut')}
        </button>
      </span>
    </li>
  );
}
