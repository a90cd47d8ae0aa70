import type { TotpSetup } from '@fortuna/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { copyText } from '../../../lib/clipboard';
import { showDialog } from '../../../ui/dialog-store';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { profileQueryKey } from '../api/profile';
import { enableTotp } from '../api/totp';
import { groupSecret } from '../hooks/totp-form';
import { useTotpCodeForm } from '../hooks/useTotpCodeForm';
import { CodeInput } from './CodeInput';
import '../../../i18n/account-texts';

const COPIED_MS = 1800;

interface TotpSetupModalProps {
  setup: TotpSetup;
  onClose: () => void;
}

/** Scan the QR (or type the key), then confirm with a current code to turn the authenticator on. */
export function TotpSetupModal({ setup, onClose }: TotpSetupModalProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [isCopied, setIsCopied] = useState(false);
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      onClose();
      showDialog({ icon: 'success', title: t('signInCheck.enabled'), message: t('signInCheck.enabledText') });
    },
  });

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const { codeId, code, change, handleSubmit, codeError } = useTotpCodeForm(enable);

  return (
    <Modal isOpen onClose={onClose} title={t('signInCheck.setupTitle')} size="medium" testId="totp-setup-modal">
      <form className="account-modal" onSubmit={handleSubmit} noValidate data-testid="totp-setup-form">
        <ol className="totp-steps">
          <li className="totp-step totp-step--scan">
            <span className="totp-step__number" aria-hidden="true">
              1
            </span>
            <div className="totp-step__body">
              <p className="totp-step__title">{t('signInCheck.scan')}</p>
              <div className="totp-scan">
                <div className="totp-qr">
                  <img src={setup.qrCode} alt={t('signInCheck.qrAlt')} width={168} height={168} data-testid="totp-qr" />
                </div>
                <div className="totp-key">
                  <p className="totp-key__label">{t('signInCheck.manual')}</p>
                  <code className="totp-key__value" data-testid="totp-secret" data-secret={setup.secret}>
                    {groupSecret(setup.secret)}
                  </code>
                  <div className="totp-key__actions">
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      onClick={() => void copyText(setup.secret).then((isDone) => setIsCopied(isDone))}
                      data-testid="totp-copy"
                    >
                      <Icon name={isCopied ? 'check' : 'copy'} size={14} />
                      {isCopied ? t('signInCheck.keyCopied') : t('signInCheck.copyKey')}
                    </button>
                    <a className="btn btn--ghost btn--small totp-key__open" href={setup.otpauthUrl}>
                      <Icon name="external" size={14} />
                      {t('signInCheck.openInApp')}
                    </a>
                  </div>
                </div>
              </div>
            </div>
          </li>
          <li className="totp-step">
            <span className="totp-step__number" aria-hidden="true">
              2
            </span>
            <div className="totp-step__body">
              <Field label={t('signInCheck.enterCode')} htmlFor={codeId} error={codeError}>
                <CodeInput
                  id={codeId}
                  className="otp-input--wide"
                  value={code}
                  onChange={change}
                  placeholder="000000"
                  aria-label={t('signInCheck.code')}
                  data-testid="totp-code"
                  {...errorProps(codeId, codeError)}
                />
              </Field>
            </div>
          </li>
        </ol>
        {enable.error && (
          <p className="form-alert" role="alert" data-testid="totp-error">
            <Icon name="error" size={16} />
            {errorMessage(enable.error)}
          </p>
        )}
        <div className="account-modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={enable.isPending} data-testid="totp-enable">
            {enable.isPending && <Icon name="refresh" size={16} className="spin" />}
            {t('signInCheck.enable')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
