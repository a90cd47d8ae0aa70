import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { profileQueryKey } from '../api/profile';
import { disableTotp } from '../api/totp';
import { checkTotpCode } from '../hooks/totp-form';
import { CodeInput } from './CodeInput';

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
  const codeId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'required' | 'sixDigits' | undefined>();
  const disable = useMutation({
    mutationFn: disableTotp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      onClose();
      showDialog({ icon: 'success', title: t('signInCheck.disabled') });
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disable.isPending) return;
    const check = checkTotpCode(code);
    setProblem(check.isValid ? undefined : check.problem);
    if (check.isValid) disable.mutate(check.code);
  };

  const codeError = problem ? t(`signInCheck.problems.${problem}`) : undefined;

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
            className="code-input--wide"
            value={code}
            onChange={(value) => {
              setCode(value);
              setProblem(undefined);
              if (disable.error) disable.reset();
            }}
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
