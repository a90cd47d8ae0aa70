import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { PasswordInput } from '../../../ui/PasswordInput';
import { type LoginFieldErrors, trimLoginFields, validateLoginFields } from '../hooks/login-validation';
import { readRememberedLogin } from '../hooks/remember-me';
import { useLogin } from '../hooks/useLogin';

/** The username/password tab of the login popup (spec §2 login popup, §5 validation). */
export function LoginForm() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const login = useLogin();
  const id = useId();
  const [remembered] = useState(readRememberedLogin);
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(remembered.isRemembered);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const fields = trimLoginFields({ username, password });
    const errors = validateLoginFields(fields);
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    login.mutate({ ...fields, isRemembered });
  };

  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;
  const usernameError = fieldErrors.username && t('validation.required');
  const passwordError = fieldErrors.password && t('validation.required');

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate data-testid="login-form">
      <Field label={t('login.username')} htmlFor={usernameId} error={usernameError}>
        <div className="input-group">
          <Icon name="user" size={18} className="input-group__icon" />
          <input
            id={usernameId}
            className="input input--with-icon"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setFieldErrors((current) => ({ ...current, username: undefined }));
            }}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            placeholder={t('login.usernamePlaceholder')}
            data-testid="login-username"
            {...errorProps(usernameId, usernameError)}
          />
        </div>
      </Field>
      <Field label={t('login.password')} htmlFor={passwordId} error={passwordError}>
        <PasswordInput
          id={passwordId}
          icon="lock"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldErrors((current) => ({ ...current, password: undefined }));
          }}
          autoComplete="current-password"
          maxLength={128}
          placeholder={t('login.passwordPlaceholder')}
          data-testid="login-password"
          {...errorProps(passwordId, passwordError)}
        />
      </Field>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={isRemembered}
          onChange={(event) => setIsRemembered(event.target.checked)}
          data-testid="login-remember"
        />
        {t('login.rememberMe')}
      </label>
      {login.error && (
        <p className="form-alert" role="alert" data-testid="login-error">
          <Icon name="error" size={16} />
          {errorMessage(login.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block login-form__submit"
        disabled={login.isPending}
        data-testid="login-submit"
      >
        {login.isPending && <Icon name="refresh" size={16} className="spin" />}
        {login.isPending ? t('login.submitting') : t('common.login')}
      </button>
    </form>
  );
}
