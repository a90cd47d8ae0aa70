import { KYC_DOCUMENT_KINDS, type KycDocumentKind, type KycState } from '@fortuna/contracts/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { displayMoney } from '../../../lib/money-display';
import { showDialog } from '../../../ui/dialog-store';
import { Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { AccountCard } from '../../account/components/AccountCard';
import '../../../ui/inline-form.css';
import { kycQuery, kycQueryKey, submitKyc, uploadKycDocument } from '../api/kyc';
import './kyc.css';

const STATUS_PILL: Record<KycState['status'], string> = {
  unverified: 'status-pill',
  pending: 'status-pill status-pill--warn',
  verified: 'status-pill status-pill--ok',
  rejected: 'status-pill status-pill--bad',
};

/** Member centre → Verification: front, back and selfie (PNG, JPEG or PDF), the ID number, the review's status. */
export function KycPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const state = useQuery(kycQuery());
  const [idNumber, setIdNumber] = useState('');
  const onError = (error: unknown) => showDialog({ icon: 'error', message: errorMessage(error) });
  const onState = (next: KycState) => queryClient.setQueryData(kycQueryKey, next);
  const upload = useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: File }) => uploadKycDocument(kind, file),
    onSuccess: onState,
    onError,
  });
  const submit = useMutation({
    mutationFn: submitKyc,
    onSuccess: (next) => {
      onState(next);
      showDialog({ icon: 'success', message: t('kyc.submitted') });
    },
    onError,
  });

  if (state.isPending) return <LoadingState />;
  if (state.isError)
    return (
      <ErrorState
        message={errorMessage(state.error)}
        onRetry={() => void state.refetch()}
        isRetrying={state.isFetching}
      />
    );
  const kyc = state.data;
  const isEditable = kyc.status === 'unverified' || kyc.status === 'rejected';
  const threshold = kyc.withdrawalThreshold;

  return (
    <div className="kyc" data-testid="kyc-panel">
      <AccountCard
        icon="shield"
        title={t('kyc.title')}
        text={
          threshold
            ? t('kyc.introThreshold', { amount: displayMoney({ minor: threshold.amountMinor }, currencySymbol) })
            : t('kyc.intro')
        }
        aside={
          <span className={STATUS_PILL[kyc.status]} data-testid="kyc-status">
            {t(`kyc.statuses.${kyc.status}`)}
          </span>
        }
      >
        {kyc.status === 'rejected' && kyc.reason && (
          <p className="form-alert">{t('kyc.rejectedReason', { reason: kyc.reason })}</p>
        )}
        <div className="kyc__documents">
          {KYC_DOCUMENT_KINDS.map((kind) => {
            const document = kyc.documents.find((row) => row.kind === kind);
            return (
              <label
                key={kind}
                className={`kyc-slot${document ? ' kyc-slot--done' : ''}${isEditable ? '' : ' kyc-slot--locked'}`}
                data-testid={`kyc-slot-${kind}`}
              >
                <Icon name={document ? 'check' : kind === 'selfie' ? 'user' : 'receipt'} size={26} />
                <span className="kyc-slot__title">{t(`kyc.kinds.${kind}`)}</span>
                <span className="kyc-slot__hint">{document ? t('kyc.uploaded') : t('kyc.choose')}</span>
                <input
                  type="file"
                  accept="image/png,image/jpeg,application/pdf"
                  disabled={!isEditable || upload.isPending}
                  hidden
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) upload.mutate({ kind, file });
                  }}
                />
              </label>
            );
          })}
        </div>
        <p className="card-note">{t('kyc.fileRules')}</p>
        {isEditable && (
          <form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (idNumber.trim()) submit.mutate(idNumber.trim());
            }}
          >
            <Field label={t('kyc.idNumber')} htmlFor="kyc-id-number">
              <input
                id="kyc-id-number"
                className="input"
                value={idNumber}
                maxLength={64}
                onChange={(event) => setIdNumber(event.target.value)}
              />
            </Field>
            <div className="inline-form__actions">
              <button type="submit" className="btn btn--primary" disabled={submit.isPending || !idNumber.trim()}>
                {t('kyc.submit')}
              </button>
            </div>
          </form>
        )}
      </AccountCard>
    </div>
  );
}
