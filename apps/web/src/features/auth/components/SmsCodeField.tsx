import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { cleanCodeInput } from '../hooks/mobile-number';
import type { SmsSender } from '../hooks/useSmsSender';
import './auth-forms.css';
import '../../../i18n/account-texts';

interface SmsCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** Validates the number, then asks the sender for a code. */
  onSend: () => void;
  sender: SmsSender;
  error?: string | undefined;
  label?: string;
  testIds: { input: string; send: string };
}

/** The SMS code box with its send button, which counts down while the code is valid. */
export function SmsCodeField({ value, onChange, onSend, sender, error, label, testIds }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const isCounting = sender.secondsLeft > 0;
  const hint = sender.sentTo
    ? t('sms.sentHint', { code: sender.sentTo.countryDialingCode, mobile: sender.sentTo.mobile })
    : undefined;

  return (
    <Field label={label ?? t('sms.code')} htmlFor={id} error={error} hint={hint}>
      <div className="code-input">
        <div className="input-group">
          <Icon name="key" size={18} className="input-group__icon" />
          <input
            id={id}
            className="input input--with-icon code-input__box"
            value={value}
            onChange={(event) => onChange(cleanCodeInput(event.target.value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('sms.codePlaceholder')}
            data-testid={testIds.input}
            {...errorProps(id, error)}
          />
        </div>
        <button
          type="button"
          className="btn btn--secondary code-input__send"
          onClick={onSend}
          disabled={isCounting || sender.isSending}
          aria-live="polite"
          data-testid={testIds.send}
        >
          {sender.isSending && <Icon name="refresh" size={14} className="spin" />}
          {sender.isSending
            ? t('sms.sending')
            : isCounting
              ? t('sms.resendIn', { seconds: sender.secondsLeft })
              : t('sms.send')}
        </button>
      </div>
    </Field>
  );
}
