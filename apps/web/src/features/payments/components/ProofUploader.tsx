import { DEPOSIT_PROOFS_PER_ORDER, type DepositOrder } from '@fortuna/contracts/payments';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { uploadDepositProof } from '../api/deposit-proofs';
import { readAsDataUrl } from '../hooks/data-url';
import { proofRoomLeft, screenProofFiles } from '../hooks/proof-files';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { ProofImage } from './ProofImage';
import '../../../i18n/account-texts';

interface Sending {
  key: number;
  name: string;
  /** A data: address of the chosen file, once it is read. */
  previewUrl: string | null;
}

interface ProofUploaderProps {
  order: DepositOrder;
  /** The order as the server answered after an upload, with its proofs. */
  onUploaded: (order: DepositOrder) => void;
}

/**
 * Receipt images of a pending bank transfer: PNG or JPG, at most 5 MB each and 3 per order, checked
 * here before anything is sent; each accepted file is previewed while it uploads, one at a time.
 */
export function ProofUploader({ order, onUploaded }: ProofUploaderProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const inputId = useId();
  const nextKey = useRef(1);
  const [sending, setSending] = useState<Sending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [hasUploaded, setHasUploaded] = useState(false);

  const room = proofRoomLeft(order.proofs.length + sending.length);
  const isPending = order.status === 'pending';

  const send = async (files: File[]) => {
    const queued = files.map((file) => ({ key: nextKey.current++, name: file.name, previewUrl: null, file }));
    setSending((current) => [...current, ...queued]);
    for (const item of queued) {
      void readAsDataUrl(item.file).then(
        (previewUrl) =>
          setSending((current) => current.map((entry) => (entry.key === item.key ? { ...entry, previewUrl } : entry))),
        () => undefined,
      );
    }
    for (const item of queued) {
      try {
        onUploaded(await uploadDepositProof(order.id, item.file));
        setHasUploaded(true);
      } catch (error) {
        setProblems((current) => [
          ...current,
          t('deposit.proofs.refused', { name: item.name, reason: errorMessage(error) }),
        ]);
      } finally {
        setSending((current) => current.filter((entry) => entry.key !== item.key));
      }
    }
  };

  const take = (files: File[]) => {
    if (files.length === 0) return;
    const screening = screenProofFiles(files, order.proofs.length + sending.length);
    setProblems(
      screening.refused.map(({ file, problem }) =>
        t('deposit.proofs.refused', { name: file.name, reason: t(`deposit.proofs.reasons.${problem}`) }),
      ),
    );
    if (screening.accepted.length > 0) void send(screening.accepted);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    // The same file may be chosen again after a refusal.
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (room > 0 && isPending) take(Array.from(event.dataTransfer.files));
  };

  return (
    <section className="pay-proofs" aria-labelledby={`${inputId}-title`} data-testid="deposit-proofs">
      <div className="pay-proofs__head">
        <h4 id={`${inputId}-title`} className="pay-subtitle">
          {t('deposit.proofs.title')}
        </h4>
        <span className="pay-proofs__count">
          {order.proofs.length}/{DEPOSIT_PROOFS_PER_ORDER}
        </span>
      </div>
      <div className="pay-proofs__grid">
        {order.proofs.map((proof, index) => (
          <ProofImage key={proof.id} url={proof.url} alt={t('deposit.proofs.image', { index: index + 1 })} />
        ))}
        {sending.map((item) => (
          <span
            key={item.key}
            className="pay-proof pay-proof--sending"
            title={t('deposit.proofs.uploading', { name: item.name })}
          >
            {item.previewUrl && <img src={item.previewUrl} alt="" />}
            <span
              className="pay-proof__spinner"
              role="status"
              aria-label={t('deposit.proofs.uploading', { name: item.name })}
            />
          </span>
        ))}
        {isPending && room > 0 && (
          <label
            className="pay-proofs__drop"
            htmlFor={inputId}
            onDragOver={(event) => event.preventDefault()}
            onDrop={handleDrop}
          >
            <Icon name="plus" size={22} />
            <span>{t('deposit.proofs.choose')}</span>
          </label>
        )}
      </div>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={!isPending || room === 0}
        onChange={handleChange}
        data-testid="deposit-proof-input"
      />
      <p className="field__hint">
        {room === 0 && sending.length === 0 ? t('deposit.proofs.full') : t('deposit.proofs.hint')}
      </p>
      {problems.length > 0 && (
        <ul className="pay-proofs__problems" role="alert" data-testid="deposit-proof-errors">
          {problems.map((problem) => (
            <li key={problem} className="form-alert">
              <Icon name="error" size={16} />
              <span>{problem}</span>
            </li>
          ))}
        </ul>
      )}
      {hasUploaded && sending.length === 0 && problems.length === 0 && (
        <p className="form-alert form-alert--info" data-testid="deposit-proof-done">
          <Icon name="check" size={16} />
          <span>{t('deposit.proofs.uploaded')}</span>
        </p>
      )}
    </section>
  );
}
