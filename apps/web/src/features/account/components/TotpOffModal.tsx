import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { profileQueryKey } from '../api/profile';
import { disableTotp } from '../api/totp';
import { useTotpCodeForm } from '../hooks/useTotpCodeForm';
import { CodeInput } from './CodeInput';
import '../../../i18n/account-texts';

interface TotpOffModalProps {
  /** Where codes go afterwards, if a mobile is bound. */
  maskedMobile: string | null;
  onClose: () => void;
}

/** Turns the authenticator off once a current code from it is given. */
export function TotpOffModal({ maskedMobile, onClose }: TotpOffModalProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: disableTotp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      onClose();
      showDialog({ icon: 'success', title: t('signInCheck.disabled') });
    },
  });

  const { codeId, code, change, handleSubmit, codeError } = useTotpCodeForm(disable);

  return (
    <Modal isOpen onClose={onClose} title={t('signInCheck.offTitle')} size="small" testId="totp-off-modal">
      <form className="account-modal" onSubmit={handleSubmit} noValidate data-testid="totp-off-form">
        <p className="account-card__text">
          {t('signInCheck.offText')}{' '}
          {maskedMobile
            ? t('signInCheck.offWithMobile', { mobile: maskedMobile.replace(/ /g, '\u00a0') })
            : t('signInCheck.offWithoutMobile')}
        </p>
        <Field label={t('signInCheck.code')} htmlFor={codeId} error={codeError}>
          <CodeInput
            id={codeId}
            className="otp-input--wide"
            value={code}
            onChange={change}
            placeholder="000000"
            data-testid="totp-off-code"
            {...errorProps(codeId, codeError)}
          />
        </Field>
        {disable.error && (
          <p className="form-alert" role="alert" data-testid="totp-off-error">
            <Icon name="error" size={16} />
            {errorMessage(disable.error)}
          </p>
        )}
        <div className="account-modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn--primary account-btn-danger"
            disabled={disable.isPending}
            data-testid="totp-off-confirm"
          >
            {disable.isPending && <Icon name="refresh" size={16} className="spin" />}
            {t('signInCheck.turnOff')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
