import { LANGUAGE_CATALOGUE } from '@fortuna/contracts/languages';
import { LANGUAGES } from '@fortuna/contracts/system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/language';
import { Icon } from '../../../ui/Icon';
import { useLanguage } from '../hooks/useLanguage';
import './language-select.css';

interface LanguageSelectProps {
  /** Shows the "Language" caption above the control. */
  hasCaption?: boolean;
  testId?: string;
}

/** Chooses between the site's languages (EN and TY). */
export function LanguageSelect({ hasCaption = false, testId }: LanguageSelectProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const selectId = useId();
  return (
    <div className="language-select">
      <label className={hasCaption ? 'language-select__caption' : 'visually-hidden'} htmlFor={selectId}>
        {t('language.label')}
      </label>
      <div className="language-select__control">
        <Icon name="globe" size={16} className="language-select__icon" />
        <select
          id={selectId}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
          data-testid={testId}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={LANGUAGE_CATALOGUE[code].tag}>
              {LANGUAGE_CATALOGUE[code].nativeName}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={14} className="language-select__chevron" />
      </div>
    </div>
  );
}
