import { isAgentType } from '@fortuna/contracts/accounts';
import type { MemberInfo } from '@fortuna/contracts/session';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayMoney } from '../../../lib/money-display';
import { Icon } from '../../../ui/Icon';
import { balanceQuery } from '../api/balance';
import { TransferForm } from './TransferForm';
import './wallet.css';
import '../../../i18n/account-texts';

interface TransferPanelProps {
  member: MemberInfo;
  /** Where the payment password is set, for members who have none yet. */
  paymentPasswordHref: string;
}

/** Members transfer to their upline; agents transfer to one of their direct downlines (spec §6). */
export function TransferPanel({ member, paymentPasswordHref }: TransferPanelProps) {
  const { t } = useTranslation();
  const balance = useQuery(balanceQuery());
  const isAgent = isAgentType(member.type);
  const data = balance.data;

  return (
    <div className="wallet-panel transfer-panel">
      <p className="wallet-panel__intro">{isAgent ? t('transfer.introAgent') : t('transfer.introMember')}</p>
      <div className="balance-card">
        <span className="balance-card__label">{t('wallet.mainBalance')}</span>
        <strong className="balance-card__amount" data-testid="transfer-balance">
          {data ? displayMoney({ minor: data.balanceMinor, decimal: data.balance }, data.currencySymbol) : '--'}
        </strong>
      </div>
      {!member.hasPaymentPassword && (
        <p className="form-alert form-alert--info" data-testid="transfer-needs-payment-password">
          <Icon name="info" size={16} />
          <span>
            {t('transfer.needsPaymentPassword')}{' '}
            <Link to={paymentPasswordHref} className="text-link">
              {t('transfer.setPaymentPassword')}
            </Link>
          </span>
        </p>
      )}
      {!isAgent && member.uplineId === null ? (
        <p className="form-alert form-alert--info" data-testid="transfer-no-upline">
          <Icon name="info" size={16} />
          {t('transfer.noUpline')}
        </p>
      ) : (
        <TransferForm mode={isAgent ? 'downline' : 'upline'} balance={data} />
      )}
    </div>
  );
}
