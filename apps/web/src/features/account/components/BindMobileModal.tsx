import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { MobileNumberField } from '../../auth/components/MobileNumberField';
import { SmsCodeField } from '../../auth/components/SmsCodeField';
import { useSmsSender } from '../../auth/hooks/useSmsSender';
import { bindMobile, profileQueryKey, sendBindSms } from '../api/profile';
import {
  type BindMobileProblems,
  type BindMobileValues,
  checkBindMobileForm,
  checkSmsRequest,
  DEFAULT_DIALING_CODE,
} from '../hooks/bind-mobile-form';
import '../../../i18n/account-texts';

const EMPTY: BindMobileValues = { countryDialingCode: '', mobileNum: '', verificationCode: '' };
type FieldName = keyof BindMobileValues;

interface BindMobileModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Binds a mobile number: dialling code, number, an SMS code (the button waits the code's lifetime before
 * another), then the code. Stays mounted while closed so an entered number and a running countdown survive.
 */
export function BindMobileModal({ isOpen, onClose }: BindMobileModalProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<BindMobileProblems>({});
  const sender = useSmsSender('bind', ({ countryDialingCode, mobile }) =>
    sendBindSms({ countryDialingCode, mobileNum: mobile }),
  );

  const dialingCode = values.countryDialingCode || DEFAULT_DIALING_CODE;
  const current = { ...values, countryDialingCode: dialingCode };

  const bind = useMutation({
    mutationFn: bindMobile,
    onSuccess: async (_result, body) => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      setValues(EMPTY);
      onClose();
      showDialog({
        icon: 'success',
        title: t('mobileBinding.done'),
        message: t('mobileBinding.doneText', { mobile: `+${body.countryDialingCode} ${body.mobileNum}` }),
      });
    },
  });

  const change = (field: FieldName, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
    if (bind.error) bind.reset();
  };

  const handleSend = () => {
    const check = checkSmsRequest(current);
    setProblems(check.isValid ? {} : check.problems);
    if (check.isValid) sender.send({ countryDialingCode: check.body.countryDialingCode, mobile: check.body.mobileNum });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bind.isPending) return;
    const check = checkBindMobileForm(current);
    setProblems(check.isValid ? {} : check.problems);
    if (check.isValid) bind.mutate(check.body);
  };

  const messageOf = (field: FieldName): string | undefined => {
    const problem = problems[field];
    return problem ? t(`mobileBinding.problems.${problem}`) : undefined;
  };

  const numberError = messageOf('mobileNum') ?? messageOf('countryDialingCode');

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('mobileBinding.title')} size="small" testId="bind-mobile">
      <form className="account-modal" onSubmit={handleSubmit} noValidate data-testid="bind-mobile-form">
        <p className="account-card__text">{t('mobileBinding.intro')}</p>
        <MobileNumberField
          label={t('mobileBinding.number')}
          countryDialingCode={dialingCode}
          onCountryDialingCodeChange={(code) => change('countryDialingCode', code)}
          mobile={values.mobileNum}
          onMobileChange={(mobile) => change('mobileNum', mobile)}
          error={numberError}
          testIds={{ code: 'bind-country', mobile: 'bind-number' }}
        />
        <SmsCodeField
          value={values.verificationCode}
          onChange={(value) => change('verificationCode', value)}
          onSend={handleSend}
          sender={sender}
          error={messageOf('verificationCode')}
          label={t('mobileBinding.code')}
          testIds={{ input: 'bind-code', send: 'bind-send' }}
        />
        {bind.error && (
          <p className="form-alert" role="alert" data-testid="bind-error">
            <Icon name="error" size={16} />
            {errorMessage(bind.error)}
          </p>
        )}
        <div className="account-modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={bind.isPending} data-testid="bind-submit">
            {bind.isPending && <Icon name="refresh" size={16} className="spin" />}
            {t('mobileBinding.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
