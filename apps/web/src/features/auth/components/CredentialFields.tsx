import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { PasswordInput } from '../../../ui/PasswordInput';
import type { LoginFormState } from '../hooks/useLoginForm';
import '../../../i18n/account-texts';

interface CredentialFieldsProps {
  form: LoginFormState;
  testIds: { username: string; password: string };
}

/** The username and password inputs of a sign-in form, with their inline errors. */
export function CredentialFields({ form, testIds }: CredentialFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;
  const usernameError = form.fieldErrors.username && t('validation.required');
  const passwordError = form.fieldErrors.password && t('validation.required');

  return (
    <>
      <Field label={t('login.username')} htmlFor={usernameId} error={usernameError}>
        <div className="input-group">
          <Icon name="user" size={18} className="input-group__icon" />
          <input
            id={usernameId}
            className="input input--with-icon"
            value={form.username}
            onChange={(event) => form.changeUsername(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            placeholder={t('login.usernamePlaceholder')}
            data-testid={testIds.username}
            {...errorProps(usernameId, usernameError)}
          />
        </div>
      </Field>
      <Field label={t('login.password')} htmlFor={passwordId} error={passwordError}>
        <PasswordInput
          id={passwordId}
          icon="lock"
          value={form.password}
          onChange={(event) => form.changePassword(event.target.value)}
          autoComplete="current-password"
          maxLength={128}
          placeholder={t('login.passwordPlaceholder')}
          data-testid={testIds.password}
          {...errorProps(passwordId, passwordError)}
        />
      </Field>
    </>
  );
}
