import type { P2pPart } from '@fortuna/contracts/payments-p2p';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProofImage } from '../components/ProofImage';
import { showMoney } from '../hooks/money';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { P2pProofPicker } from './P2pProofPicker';
import { P2pStatusChip } from './P2pStatusChip';
import {
  confirmAllReceived,
  confirmPartReceived,
  p2pQueryRoot,
  p2pWithdrawalQuery,
  reportNotReceived,
  uploadDisputeProof,
} from './p2p-api';
import { useP2pLive } from './useP2pLive';
import '../../../i18n/account-texts';

interface P2pWithdrawalPartsProps {
  withdrawalId: number;
  currencySymbol: string;
}

/**
 * The withdrawer's view of a P2P withdrawal: each matched part with its amount and status, the received
 * and remaining totals (live over the site socket), and received / not received / all received.
 */
export function P2pWithdrawalParts({ withdrawalId, currencySymbol }: P2pWithdrawalPartsProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const queryClient = useQueryClient();
  const view = useQuery(p2pWithdrawalQuery(withdrawalId));
  const [problem, setProblem] = useState<string | null>(null);
  useP2pLive((event) => event.withdrawalId === withdrawalId);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: p2pQueryRoot });
  const confirm = useMutation({
    mutationFn: (partId: number | 'all') =>
      partId === 'all' ? confirmAllReceived(withdrawalId) : confirmPartReceived(partId),
    onSuccess: () => {
      setProblem(null);
      refresh();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const data = view.data;
  if (!data) return <p className="pay-muted">{view.isError ? errorMessage(view.error) : '…'}</p>;
  const money = (value: { amount: string; amountMinor: string }) => showMoney(value, currencySymbol);
  const isWaiting = data.parts.some((part) => part.status === 'matched' || part.status === 'paid');

  return (
    <section className="pay-card pay-p2p" data-testid="p2p-withdrawal-parts" aria-live="polite">
      <header className="pay-order__head">
        <h3 className="pay-card__title">{t('paymentsP2p.withdrawal.title')}</h3>
        <span className="pay-muted">{t('paymentsP2p.live')}</span>
      </header>
      <dl className="pay-order__facts">
        <Fact label={t('paymentsP2p.withdrawal.amount')} value={money(data.amount)} />
        <Fact label={t('paymentsP2p.withdrawal.received')} value={money(data.received)} testId="p2p-received" />
        <Fact label={t('paymentsP2p.withdrawal.remaining')} value={money(data.remaining)} testId="p2p-remaining" />
        <Fact label={t('paymentsP2p.withdrawal.unmatched')} value={money(data.unmatched)} />
      </dl>
      {data.parts.length === 0 && <p className="pay-muted">{t('paymentsP2p.withdrawal.empty')}</p>}
      <ul className="pay-p2p__parts">
        {data.parts.map((part) => (
          <PartRow
            key={part.id}
            part={part}
            amount={money(part.amount)}
            isBusy={confirm.isPending}
            onReceived={() => confirm.mutate(part.id)}
            onDisputed={refresh}
          />
        ))}
      </ul>
      {problem && (
        <p className="form-alert form-alert--error" role="alert">
          {problem}
        </p>
      )}
      {isWaiting && (
        <div className="pay-order__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate('all')}
            data-testid="p2p-all-received"
          >
            {t('paymentsP2p.withdrawal.allReceived')}
          </button>
        </div>
      )}
    </section>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="pay-copy">
      <dt className="pay-copy__label">{label}</dt>
      <dd className="pay-copy__value" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

interface PartRowProps {
  part: P2pPart;
  amount: string;
  isBusy: boolean;
  onReceived: () => void;
  onDisputed: () => void;
}

function PartRow({ part, amount, isBusy, onReceived, onDisputed }: PartRowProps) {
  const { t, i18n } = useTranslation();
  const [isReporting, setIsReporting] = useState(false);
  const canConfirm = part.status === 'matched' || part.status === 'paid';
  const autoTime = part.autoReceiptAt
    ? new Date(part.autoReceiptAt).toLocaleString(i18n.language === 'EN' ? 'en' : 'vi')
    : null;
  return (
    <li className="pay-p2p__part" data-testid="p2p-part" data-status={part.status}>
      <div className="pay-order__head">
        <strong>{amount}</strong>
        <span className="pay-muted">{t('paymentsP2p.withdrawal.part', { depositor: part.depositor })}</span>
        <P2pStatusChip status={part.status} />
      </div>
      {part.status === 'paid' && autoTime && (
        <p className="pay-muted">{t('paymentsP2p.withdrawal.autoReceipt', { time: autoTime })}</p>
      )}
      {part.proofs.length > 0 && (
        <div className="pay-proofs__grid">
          {part.proofs.map((proof, index) => (
            <ProofImage key={proof.id} url={proof.url} alt={`${amount} ${index + 1}`} />
          ))}
        </div>
      )}
      {canConfirm && (
        <div className="pay-order__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={isBusy}
            onClick={onReceived}
            data-testid="p2p-part-received"
          >
            {t('paymentsP2p.withdrawal.confirm')}
          </button>
          {part.status === 'paid' && (
            <button type="button" className="btn btn--secondary" onClick={() => setIsReporting((open) => !open)}>
              {t('paymentsP2p.withdrawal.notReceived')}
            </button>
          )}
        </div>
      )}
      {isReporting && part.status === 'paid' && <NotReceivedForm partId={part.id} onSent={onDisputed} />}
    </li>
  );
}

/** Not received: proof images are chosen first, then the dispute is opened and they are uploaded to it. */
function NotReceivedForm({ partId, onSent }: { partId: number; onSent: () => void }) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const send = useMutation({
    mutationFn: async () => {
      const dispute = await reportNotReceived(partId, reason.trim());
      for (const file of files) await uploadDisputeProof(dispute.id, file);
      return dispute;
    },
    onSuccess: () => {
      setIsSent(true);
      onSent();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  if (isSent) return <p className="form-alert form-alert--info">{t('paymentsP2p.withdrawal.disputeSent')}</p>;
  return (
    <div className="pay-form">
      <label className="field">
        <span className="field__label">{t('paymentsP2p.withdrawal.reasonLabel')}</span>
        <input className="input" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <P2pProofPicker
        alreadyUploaded={files.length}
        label={t('paymentsP2p.withdrawal.proofLabel')}
        upload={async (file) => setFiles((current) => [...current, file])}
      />
      {problem && (
        <p className="form-alert form-alert--error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary"
        disabled={send.isPending || files.length === 0}
        onClick={() => send.mutate()}
        data-testid="p2p-send-dispute"
      >
        {t('paymentsP2p.withdrawal.sendDispute')}
      </button>
    </div>
  );
}
