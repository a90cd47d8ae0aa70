import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { cleanMobileInput } from '../hooks/mobile-number';
import { CountryCodeSelect } from './CountryCodeSelect';
import './auth-forms.css';
import '../../../i18n/account-texts';

interface MobileNumberFieldProps {
  countryDialingCode: string;
  onCountryDialingCodeChange: (code: string) => void;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  error?: string | undefined;
  label?: string;
  testIds: { code: string; mobile: string };
}

/** Country dialing code and mobile number side by side. */
export function MobileNumberField(props: MobileNumberFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { error, testIds } = props;
  return (
    <Field label={props.label ?? t('sms.mobile')} htmlFor={id} error={error}>
      <div className="mobile-input">
        <CountryCodeSelect
          id={`${id}-code`}
          value={props.countryDialingCode}
          onChange={props.onCountryDialingCodeChange}
          testId={testIds.code}
        />
        <input
          id={id}
          className="input"
          type="tel"
          inputMode="tel"
          value={props.mobile}
          onChange={(event) => props.onMobileChange(cleanMobileInput(event.target.value))}
          autoComplete="tel-national"
          maxLength={20}
          placeholder={t('sms.mobilePlaceholder')}
          data-testid={testIds.mobile}
          {...errorProps(id, error)}
        />
      </div>
    </Field>
  );
}
