import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countryCodesQuery } from '../api/country-codes';
import { dialingOptions } from '../hooks/dialing-options';
import '../../../i18n/account-texts';

interface CountryCodeSelectProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  testId: string;
}

/** The country dialing code of a mobile number (GET /wps/system/countryCodes), +84 by default. */
export function CountryCodeSelect({ id, value, onChange, testId }: CountryCodeSelectProps) {
  const { t } = useTranslation();
  const countries = useQuery(countryCodesQuery());
  const options = dialingOptions(countries.data ?? [], value);
  return (
    <select
      id={id}
      className="input mobile-input__code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={t('sms.countryCode')}
      data-testid={testId}
    >
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
