import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { screenProofFiles } from '../hooks/proof-files';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import '../../../i18n/account-texts';

interface P2pProofPickerProps {
  /** Images already uploaded (they count towards the 3). */
  alreadyUploaded: number;
  label: string;
  /** Sends one accepted file; the caller shows the answer. */
  upload: (file: File) => Promise<unknown>;
  isDisabled?: boolean;
  testId?: string;
}

/** Picks proof images (PNG or JPG, at most 5 MB, 3 in all), screened here before each is uploaded in turn. */
export function P2pProofPicker({ alreadyUploaded, label, upload, isDisabled = false, testId }: P2pProofPickerProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [isUploading, setIsUploading] = useState(false);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const screening = screenProofFiles(files, alreadyUploaded);
    const refused = screening.refused.map(({ file, problem }) =>
      t('paymentsP2p.proofs.refused', { name: file.name, reason: t(`paymentsP2p.proofs.${problem}`) }),
    );
    setProblems(refused);
    setIsUploading(true);
    for (const file of screening.accepted) {
      try {
        await upload(file);
      } catch (error) {
        refused.push(t('paymentsP2p.proofs.refused', { name: file.name, reason: errorMessage(error) }));
        setProblems([...refused]);
      }
    }
    setIsUploading(false);
  };

  const isFull = alreadyUploaded >= 3;
  return (
    <div className="pay-proofs">
      <label htmlFor={inputId} className={`btn btn--secondary${isFull || isDisabled ? ' is-disabled' : ''}`}>
        <Icon name="plus" size={16} />
        <span>{isUploading ? t('paymentsP2p.deposit.uploading') : label}</span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        className="visually-hidden"
        disabled={isFull || isDisabled || isUploading}
        onChange={(event) => void handleChange(event)}
        data-testid={testId}
      />
      <span className="pay-muted">
        {alreadyUploaded}/3 · {t('paymentsP2p.deposit.proofsHint')}
      </span>
      {problems.map((problem) => (
        <p key={problem} className="form-alert form-alert--error" role="alert">
          {problem}
        </p>
      ))}
    </div>
  );
}
