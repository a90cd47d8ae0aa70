import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon';
import '../i18n/account-texts';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  icon?: IconName;
}

/** A password box with a show/hide button. */
export function PasswordInput({ icon, className, ...inputProps }: PasswordInputProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const classes = ['input', 'input--with-action', icon ? 'input--with-icon' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="input-group">
      {icon && <Icon name={icon} size={18} className="input-group__icon" />}
      <input {...inputProps} type={isVisible ? 'text' : 'password'} className={classes} />
      <button
        type="button"
        className="input-group__action"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? t('form.hidePassword') : t('form.showPassword')}
        aria-pressed={isVisible}
      >
        <Icon name={isVisible ? 'eyeOff' : 'eye'} size={18} />
      </button>
    </div>
  );
}
