import { decimalToMinor } from '@fortuna/contracts/money';
import type { PaymentChannel } from '@fortuna/contracts/payments';
import { P2P_PAY_WINDOW_MINUTES, type P2pDeposit } from '@fortuna/contracts/payments-p2p';
import type { MoneyValue } from '@fortuna/contracts/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '../../../lib/money-display';
import { Icon } from '../../../ui/Icon';
import { CopyValue } from '../components/CopyValue';
import { ProofImage } from '../components/ProofImage';
import { showMoney } from '../hooks/money';
import { useIdempotentSubmit } from '../hooks/useIdempotentSubmit';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { P2pProofPicker } from './P2pProofPicker';
import { P2pStatusChip } from './P2pStatusChip';
import {
  cancelP2pDeposit,
  createP2pDeposit,
  markP2pPaid,
  p2pDepositQuery,
  p2pQueryRoot,
  uploadP2pDepositProof,
} from './p2p-api';
import { useP2pLive } from './useP2pLive';
import '../../../i18n/account-texts';

function moneyText(value: MoneyValue, currency: string): string {
  return `${showMoney(value, '')} ${currency}`;
}

/**
 * The depositor's P2P flow (DepositForm lazy-loads it when a P2P channel is chosen): amount → matched to
 * a withdrawal, shown with the account to pay and copy buttons → proof images → "I have paid" → status.
 */
export function P2pDepositFlow({ channel }: { channel: PaymentChannel }) {
  const { t } = useTranslation();
  const [depositId, setDepositId] = useState<number | null>(null);
  const [askedAmount, setAskedAmount] = useState<string | null>(null);
  return (
    <div className="pay-card pay-p2p" data-testid="p2p-deposit-flow" data-channel={channel.code}>
      <h3 className="pay-card__title">{t('paymentsP2p.deposit.title')}</h3>
      {depositId === null ? (
        <P2pAmountStep
          channel={channel}
          onMatched={(deposit, asked) => {
            setAskedAmount(asked);
            setDepositId(deposit.depositId);
          }}
        />
      ) : (
        <P2pPayStep depositId={depositId} askedAmount={askedAmount} onDone={() => setDepositId(null)} />
      )}
    </div>
  );
}

function P2pAmountStep({
  channel,
  onMatched,
}: {
  channel: PaymentChannel;
  onMatched: (deposit: P2pDeposit, askedAmount: string) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useIdempotentSubmit({
    send: (body: { channelId: number; amount: string }, key: string) => createP2pDeposit(body, key),
    onSuccess: (deposit, body) => onMatched(deposit, body.amount),
    onError: (error) => setProblem(errorMessage(error)),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // What the member typed, in the site's number format, goes out in the canonical form only.
    const canonical = typedAmount(amount);
    if (canonical === null) {
      setProblem(t('apiErrors.INVALID_AMOUNT'));
      return;
    }
    submit.submit({ channelId: channel.id, amount: canonical });
  };

  return (
    <form className="pay-form" onSubmit={handleSubmit} noValidate>
      <p className="pay-muted">{t('paymentsP2p.deposit.intro')}</p>
      <label className="field">
        <span className="field__label">{t('paymentsP2p.deposit.amount')}</span>
        <input
          className="input"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder={`${showMoney(channel.minAmount, '')} – ${showMoney(channel.maxAmount, '')}`}
          data-testid="p2p-amount"
        />
      </label>
      {problem && (
        <p className="form-alert form-alert--error" role="alert" data-testid="p2p-problem">
          <Icon name="warning" size={16} />
          <span>{problem}</span>
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={submit.isPending} data-testid="p2p-match">
        {submit.isPending ? t('paymentsP2p.deposit.matching') : t('paymentsP2p.deposit.match')}
      </button>
    </form>
  );
}

function P2pPayStep({
  depositId,
  askedAmount,
  onDone,
}: {
  depositId: number;
  askedAmount: string | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const queryClient = useQueryClient();
  const deposit = useQuery(p2pDepositQuery(depositId));
  const [problem, setProblem] = useState<string | null>(null);
  useP2pLive((event) => event.depositId === depositId);

  const show = (fresh: P2pDeposit) => queryClient.setQueryData(p2pDepositQuery(depositId).queryKey, fresh);
  const action = useMutation({
    mutationFn: (kind: 'paid' | 'cancel') => (kind === 'paid' ? markP2pPaid(depositId) : cancelP2pDeposit(depositId)),
    onSuccess: (fresh) => {
      setProblem(null);
      show(fresh);
      void queryClient.invalidateQueries({ queryKey: p2pQueryRoot });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const order = deposit.data;
  if (!order) return <p className="pay-muted">{deposit.isError ? errorMessage(deposit.error) : '…'}</p>;
  const isMatched = order.status === 'matched';
  const isSmaller =
    isMatched && askedAmount !== null && decimalToMinor(askedAmount) !== BigInt(order.amount.amountMinor);
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language === 'EN' ? 'en' : 'vi') : '');

  return (
    <section className="pay-order" data-testid="p2p-pay" data-status={order.status} aria-live="polite">
      <header className="pay-order__head">
        <P2pStatusChip status={order.status} testId="p2p-status" />
        <span className="pay-muted">{t('paymentsP2p.live')}</span>
      </header>
      {isSmaller && (
        <p className="form-alert form-alert--info">
          <Icon name="info" size={16} />
          <span>{t('paymentsP2p.deposit.smallerMatch', { amount: moneyText(order.amount, order.currency) })}</span>
        </p>
      )}
      {order.status === 'matched' && (
        <p className="pay-muted" data-testid="p2p-pay-window">
          {t('paymentsP2p.deposit.payWindow', { minutes: P2P_PAY_WINDOW_MINUTES })}
        </p>
      )}
      <h4 className="pay-subtitle">{t('paymentsP2p.deposit.payTo')}</h4>
      <dl className="pay-order__facts">
        <CopyValue
          label={t('paymentsP2p.deposit.payAmount')}
          value={order.amount.amount}
          display={moneyText(order.amount, order.currency)}
          isEmphasised
          testId="p2p-pay-amount"
        />
        <CopyValue label={t('paymentsP2p.deposit.payeeName')} value={order.payee.payeeName} testId="p2p-payee-name" />
        <CopyValue label={t('paymentsP2p.deposit.bankName')} value={order.payee.bankName} testId="p2p-bank" />
        <CopyValue
          label={t('paymentsP2p.deposit.accountNumber')}
          value={order.payee.accountNumber}
          testId="p2p-account-number"
        />
        <CopyValue label={t('paymentsP2p.deposit.order')} value={order.orderNo} />
      </dl>
      <h4 className="pay-subtitle">{t('paymentsP2p.deposit.proofsTitle')}</h4>
      <div className="pay-proofs__grid">
        {order.proofs.map((proof, index) => (
          <ProofImage key={proof.id} url={proof.url} alt={`${t('paymentsP2p.deposit.proofsTitle')} ${index + 1}`} />
        ))}
      </div>
      {(isMatched || order.status === 'paid') && (
        <P2pProofPicker
          alreadyUploaded={order.proofs.length}
          label={t('paymentsP2p.deposit.chooseProof')}
          upload={async (file) => show(await uploadP2pDepositProof(depositId, file))}
          testId="p2p-proof-input"
        />
      )}
      {order.status === 'paid' && order.autoReceiptAt && (
        <p className="pay-muted">{t('paymentsP2p.deposit.autoReceipt', { time: time(order.autoReceiptAt) })}</p>
      )}
      {problem && (
        <p className="form-alert form-alert--error" role="alert">
          {problem}
        </p>
      )}
      <div className="pay-order__actions">
        {isMatched && (
          <>
            <button
              type="button"
              className="btn btn--primary"
              disabled={action.isPending || order.proofs.length === 0}
              onClick={() => action.mutate('paid')}
              data-testid="p2p-mark-paid"
            >
              {t('paymentsP2p.deposit.markPaid')}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              disabled={action.isPending}
              onClick={() => action.mutate('cancel')}
            >
              {t('paymentsP2p.deposit.cancel')}
            </button>
          </>
        )}
        {!isMatched && order.status !== 'paid' && (
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            {t('paymentsP2p.deposit.another')}
          </button>
        )}
      </div>
    </section>
  );
}
