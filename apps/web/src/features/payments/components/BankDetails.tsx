import type { BankDetails as Bank, DepositOrder } from '@fortuna/contracts/payments';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { showMoney } from '../hooks/money';
import { CopyValue } from './CopyValue';
import '../../../i18n/account-texts';

/** Where and how much to transfer for a pending bank deposit, each figure with its copy button. */
export function BankDetails({
  order,
  bank,
  currencySymbol,
}: {
  order: DepositOrder;
  bank: Bank | null;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="pay-bank" data-testid="deposit-bank-details">
      <p className="form-alert form-alert--info">
        <Icon name="info" size={16} />
        <span>{t('deposit.order.noteHint')}</span>
      </p>
      <dl className="pay-bank__rows">
        <CopyValue
          label={t('deposit.order.amountToPay')}
          value={order.amount.amount}
          display={showMoney(order.amount, currencySymbol)}
          isEmphasised
          testId="deposit-amount-to-pay"
        />
        {bank?.bankName && <CopyValue label={t('deposit.order.bankName')} value={bank.bankName} />}
        {bank?.accountName && <CopyValue label={t('deposit.order.accountName')} value={bank.accountName} />}
        {bank?.accountNumber && (
          <CopyValue
            label={t('deposit.order.accountNumber')}
            value={bank.accountNumber}
            testId="deposit-bank-account"
          />
        )}
        {bank?.branch && <CopyValue label={t('deposit.order.branch')} value={bank.branch} />}
      </dl>
    </div>
  );
}
