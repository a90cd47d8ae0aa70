import { decimalToMinor, minorToDecimal } from '@fortuna/contracts/money';
import { type ConsolidatedFunds, type VendorWallet, walletTransferSchema } from '@fortuna/contracts/wallet';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { displayMoney, minorFromText, typedAmount } from '../../../lib/money-display';
import { showDialog } from '../../../ui/dialog-store';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { transferWithVendor } from '../api/funds';
import { useMoneyTransfer } from '../hooks/useMoneyTransfer';
import '../../../i18n/account-texts';

export interface VendorTransferTarget {
  vendor: VendorWallet;
  /** IN: main wallet → vendor wallet; OUT: vendor wallet → main wallet. */
  direction: 'IN' | 'OUT';
}

interface VendorTransferModalProps {
  target: VendorTransferTarget;
  funds: ConsolidatedFunds;
  onClose: () => void;
}

/** Moves an amount between the main wallet and one vendor wallet. */
export function VendorTransferModal({ target, funds, onClose }: VendorTransferModalProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const { vendor, direction } = target;
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const transfer = useMoneyTransfer({
    send: transferWithVendor,
    onSuccess: (result) => {
      onClose();
      const next = result.balance;
      showDialog({
        icon: 'success',
        title: t('wallet.transferDone'),
        message: t('transfer.newBalance', {
          balance: displayMoney({ minor: next.balanceMinor, decimal: next.balance }, next.currencySymbol),
        }),
      });
    },
  });

  const available = direction === 'IN' ? funds.main : { amount: vendor.balance, amountMinor: vendor.balanceMinor };
  const availableMinor = minorFromText(available.amountMinor);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transfer.isPending) return;
    // What the member typed, in the site's number format, goes out in the canonical form only.
    const parsed = walletTransferSchema.safeParse({
      vendorCode: vendor.vendorCode,
      direction,
      amount: typedAmount(amount) ?? amount,
    });
    if (!parsed.success) {
      setAmountError(t('transfer.errors.amount'));
      return;
    }
    const amountMinor = decimalToMinor(parsed.data.amount);
    if (amountMinor === null) return;
    if (availableMinor !== null && amountMinor > availableMinor) {
      setAmountError(t('transfer.errors.insufficient'));
      return;
    }
    transfer.submit(parsed.data);
  };

  const amountId = `${id}-amount`;
  const title =
    direction === 'IN'
      ? t('wallet.transferInTo', { name: vendor.name })
      : t('wallet.transferOutOf', { name: vendor.name });

  return (
    <Modal isOpen onClose={onClose} size="small" title={title} testId="vendor-transfer-modal">
      <form className="transfer-form" onSubmit={handleSubmit} noValidate data-testid="vendor-transfer-form">
        <p className="vendor-transfer__route">
          <span>{direction === 'IN' ? t('wallet.mainBalance') : vendor.name}</span>
          <Icon name="chevronRight" size={16} />
          <span>{direction === 'IN' ? vendor.name : t('wallet.mainBalance')}</span>
        </p>
        <Field
          label={t('transfer.amount')}
          htmlFor={amountId}
          error={amountError}
          hint={t('wallet.available', {
            amount: displayMoney({ minor: available.amountMinor, decimal: available.amount }, funds.currencySymbol),
          })}
        >
          <div className="input-group">
            <input
              id={amountId}
              className="input input--with-action"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAmountError(undefined);
              }}
              data-testid="vendor-transfer-amount"
              {...errorProps(amountId, amountError)}
            />
            {availableMinor !== null && availableMinor > 0n && (
              <button
                type="button"
                className="input-group__action vendor-transfer__max"
                onClick={() => {
                  setAmount(minorToDecimal(availableMinor));
                  setAmountError(undefined);
                }}
              >
                {t('wallet.max')}
              </button>
            )}
          </div>
        </Field>
        {transfer.error && (
          <p className="form-alert" role="alert">
            <Icon name="error" size={16} />
            {errorMessage(transfer.error)}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={transfer.isPending}
          data-testid="vendor-transfer-submit"
        >
          {transfer.isPending && <Icon name="refresh" size={16} className="spin" />}
          {t('common.confirm')}
        </button>
      </form>
    </Modal>
  );
}
