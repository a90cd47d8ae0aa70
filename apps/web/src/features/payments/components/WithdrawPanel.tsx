import type { WithdrawalOrder } from '@fortuna/contracts/payments';
import type { MemberInfo } from '@fortuna/contracts/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { minorFromText } from '../../../lib/money-display';
import { Icon } from '../../../ui/Icon';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { profileQuery } from '../../account/api/profile';
import { balanceQuery, balanceQueryKey } from '../../wallet/api/balance';
import { channelsQuery } from '../api/channels';
import { payeeAccountsQuery, payeeAccountsQueryKey } from '../api/payee-accounts';
import { wageringQuery, wageringQueryKey, withdrawalsQueryRoot } from '../api/withdrawals';
import { showMoney } from '../hooks/money';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { withdrawBlocker } from '../hooks/withdraw-form';
import { PayeeAccountList } from './PayeeAccountList';
import { WageringCard } from './WageringCard';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawResult } from './WithdrawResult';
import '../payments.css';
import '../../../i18n/account-texts';

interface WithdrawPanelProps {
  member: MemberInfo;
  currencySymbol: string;
  /** Where the payment password is set, for members who have none yet. */
  paymentPasswordHref: string;
}

/** The member centre's withdraw page: balance, wagering, payee accounts, the request and the list. */
export function WithdrawPanel({ member, currencySymbol, paymentPasswordHref }: WithdrawPanelProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQuery());
  const wagering = useQuery(wageringQuery());
  const accounts = useQuery(payeeAccountsQuery());
  const channels = useQuery(channelsQuery('withdrawal'));
  const profile = useQuery(profileQuery());
  const [chosenAccountId, setChosenAccountId] = useState<number | null>(null);
  const [result, setResult] = useState<WithdrawalOrder | null>(null);

  const accountList = accounts.data ?? [];
  const selectedAccount = accountList.find((account) => account.id === chosenAccountId) ?? accountList[0];
  const balanceMinor = balance.data ? minorFromText(balance.data.balanceMinor) : null;
  const blocker = withdrawBlocker({
    hasPaymentPassword: member.hasPaymentPassword,
    wagering: wagering.data,
    payeeAccountCount: accountList.length,
    channelCount: channels.data?.length ?? 0,
  });
  const blockedReason =
    blocker === 'wageringNotMet' && wagering.data
      ? t('withdrawal.blockers.wageringNotMet', { remaining: showMoney(wagering.data.remaining, currencySymbol) })
      : blocker
        ? t(`withdrawal.blockers.${blocker}`)
        : null;

  const handleCreated = (order: WithdrawalOrder) => {
    setResult(order);
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    void queryClient.invalidateQueries({ queryKey: withdrawalsQueryRoot });
    void queryClient.invalidateQueries({ queryKey: payeeAccountsQueryKey });
    void queryClient.invalidateQueries({ queryKey: wageringQueryKey });
  };

  const renderForm = () => {
    const failed = [channels, accounts, wagering].find((query) => query.isError);
    if (failed) {
      return (
        <ErrorState
          message={errorMessage(failed.error)}
          onRetry={() => void failed.refetch()}
          isRetrying={failed.isFetching}
        />
      );
    }
    if (channels.isPending || accounts.isPending || wagering.isPending) return <LoadingState />;
    if (result) {
      return <WithdrawResult order={result} currencySymbol={currencySymbol} onClose={() => setResult(null)} />;
    }
    return (
      <>
        <PayeeAccountList
          accounts={accountList}
          selectedId={selectedAccount?.id ?? null}
          onSelect={setChosenAccountId}
          canBind={member.hasPaymentPassword}
        />
        <WithdrawForm
          channels={channels.data ?? []}
          payeeAccountId={selectedAccount?.id ?? null}
          isNewAccountWithTotp={Boolean(selectedAccount?.isNew && profile.data?.totpEnabled)}
          balanceMinor={balanceMinor}
          currencySymbol={currencySymbol}
          blockedReason={blockedReason}
          onCreated={handleCreated}
        />
      </>
    );
  };

  return (
    <div className="pay-panel" data-testid="withdraw-panel">
      <p className="pay-panel__intro">{t('withdrawal.intro')}</p>
      <div className="pay-overview">
        <div className="pay-balance">
          <span className="pay-balance__label">{t('payments.availableBalance')}</span>
          <strong className="pay-balance__amount" data-testid="withdraw-balance">
            {balance.data
              ? showMoney(
                  { amount: balance.data.balance, amountMinor: balance.data.balanceMinor },
                  balance.data.currencySymbol,
                )
              : '--'}
          </strong>
        </div>
        {wagering.data && <WageringCard status={wagering.data} currencySymbol={currencySymbol} />}
      </div>
      {!member.hasPaymentPassword && (
        <p className="form-alert form-alert--info" data-testid="withdraw-needs-payment-password">
          <Icon name="info" size={16} />
          <span>
            {t('payments.needsPaymentPassword')}{' '}
            <Link to={paymentPasswordHref} className="text-link">
              {t('payments.setPaymentPassword')}
            </Link>
          </span>
        </p>
      )}
      {renderForm()}
      <WithdrawalList currencySymbol={currencySymbol} />
    </div>
  );
}
