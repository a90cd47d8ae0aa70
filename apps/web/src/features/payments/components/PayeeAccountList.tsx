import type { PayeeAccount } from '@fortuna/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../ui/dialog-store';
import { Icon } from '../../../ui/Icon';
import { payeeAccountsQueryKey, removePayeeAccount } from '../api/payee-accounts';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { BindPayeeModal } from './BindPayeeModal';
import { ChannelTypeIcon } from './ChannelTypeIcon';
import '../../../i18n/account-texts';

const MAX_ACCOUNTS = 5;

interface PayeeAccountListProps {
  accounts: PayeeAccount[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Binding needs the payment password: without one the button is off. */
  canBind: boolean;
}

/** The bound withdrawal accounts as choosable cards, with binding a new one and removing one. */
export function PayeeAccountList({ accounts, selectedId, onSelect, canBind }: PayeeAccountListProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const queryClient = useQueryClient();
  const [isBinding, setIsBinding] = useState(false);
  const name = useId();

  const remove = useMutation({
    mutationFn: (account: PayeeAccount) => removePayeeAccount(account.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payeeAccountsQueryKey });
      showDialog({ icon: 'success', message: t('withdrawal.accounts.removed'), timeoutMs: 2000 });
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });

  const askRemove = (account: PayeeAccount) =>
    showDialog({
      icon: 'warning',
      title: t('withdrawal.accounts.removeTitle'),
      message: t('withdrawal.accounts.removeText', { bank: account.bankName, number: account.accountNumberMasked }),
      buttons: [
        { label: t('payments.cancelKeep'), variant: 'secondary' },
        { label: t('withdrawal.accounts.remove'), variant: 'primary', onClick: () => remove.mutate(account) },
      ],
    });

  const isFull = accounts.length >= MAX_ACCOUNTS;
  return (
    <section className="pay-payees" data-testid="payee-accounts">
      <div className="pay-payees__head">
        <h3 className="pay-section-title">{t('withdrawal.accounts.title')}</h3>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => setIsBinding(true)}
          disabled={!canBind || isFull}
          title={isFull ? t('withdrawal.accounts.limit') : undefined}
          data-testid="payee-add"
        >
          <Icon name="plus" size={14} />
          {t('withdrawal.accounts.add')}
        </button>
      </div>
      {accounts.length === 0 ? (
        <p className="pay-payees__empty" data-testid="payee-empty">
          {t('withdrawal.accounts.empty')}
        </p>
      ) : (
        <fieldset className="pay-payees__list">
          <legend className="visually-hidden">{t('withdrawal.form.account')}</legend>
          {accounts.map((account) => {
            const isSelected = account.id === selectedId;
            return (
              <div
                key={account.id}
                className={`pay-payee${isSelected ? ' pay-payee--selected' : ''}`}
                data-testid="payee-account"
              >
                <label className="pay-payee__choose" data-testid="payee-choose">
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={name}
                    value={account.id}
                    checked={isSelected}
                    onChange={() => onSelect(account.id)}
                  />
                  <span className="pay-payee__icon">
                    <ChannelTypeIcon type="bank_transfer" label={account.bankName} size={20} />
                  </span>
                  <span className="pay-payee__text">
                    <strong>
                      {account.bankName}
                      {account.isNew && (
                        <span className="pay-badge" title={t('withdrawal.accounts.newHint')}>
                          {t('withdrawal.accounts.isNew')}
                        </span>
                      )}
                    </strong>
                    <span className="pay-mono">{account.accountNumberMasked}</span>
                    <span className="pay-payee__name">{account.payeeName}</span>
                  </span>
                  <span className="pay-channel__check" aria-hidden="true">
                    {isSelected && <Icon name="check" size={14} />}
                  </span>
                </label>
                <button
                  type="button"
                  className="pay-payee__remove"
                  onClick={() => askRemove(account)}
                  disabled={remove.isPending}
                  aria-label={`${t('withdrawal.accounts.remove')} ${account.bankName} ${account.accountNumberMasked}`}
                  data-testid="payee-remove"
                >
                  <Icon name="close" size={14} />
                </button>
              </div>
            );
          })}
        </fieldset>
      )}
      {isBinding && (
        <BindPayeeModal
          onClose={() => setIsBinding(false)}
          onBound={(account) => {
            setIsBinding(false);
            void queryClient.invalidateQueries({ queryKey: payeeAccountsQueryKey });
            onSelect(account.id);
            showDialog({ icon: 'success', message: t('withdrawal.accounts.bound'), timeoutMs: 2000 });
          }}
        />
      )}
    </section>
  );
}
