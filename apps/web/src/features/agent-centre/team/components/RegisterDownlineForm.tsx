import type { CreateDownline } from '@fortuna/contracts/agents';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { errorProps, Field } from '../../../../ui/Field';
import { Icon } from '../../../../ui/Icon';
import { PasswordInput } from '../../../../ui/PasswordInput';
import type { CreatedAccount } from '../hooks/created-account';
import { checkRegisterForm, isRegisterField, type RegisterField } from '../hooks/register-form';
import { serverFieldError } from '../hooks/server-field-error';
import { useRegisterDownline } from '../hooks/useRegisterDownline';

const KINDS: readonly CreateDownline['kind'][] = ['member', 'agent'];

/** The new downline's sign-in name, password, nickname and type; server refusals show at their field. */
export function RegisterDownlineForm({ onCreated }: { onCreated: (account: CreatedAccount) => void }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [kind, setKind] = useState<CreateDownline['kind']>('member');
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const register = useRegisterDownline(onCreated);

  const clearError = (field: RegisterField) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const check = checkRegisterForm({ username, password, kind, nickname });
    if (!check.ok) {
      const messages: Partial<Record<RegisterField, string>> = {};
      for (const [field, problem] of Object.entries(check.errors)) {
        if (isRegisterField(field)) messages[field] = t(`agentCentre.team.register.${problem}`);
      }
      setErrors(messages);
      return;
    }
    setErrors({});
    setFormError(null);
    register.mutate(check.body, {
      onError: (error) => {
        const blamed = serverFieldError(error);
        if (blamed && isRegisterField(blamed.field)) setErrors({ [blamed.field]: errorMessage(blamed.error) });
        else setFormError(errorMessage(error));
      },
    });
  };

  return (
    <form className="team-register__form" onSubmit={submit} noValidate data-testid="register-downline-form">
      <Field label={t('agentCentre.team.register.username')} htmlFor={`${id}-username`} error={errors.username}>
        <input
          id={`${id}-username`}
          className="input"
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            clearError('username');
          }}
          placeholder={t('agentCentre.team.register.usernamePlaceholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          {...errorProps(`${id}-username`, errors.username)}
          data-testid="register-username"
        />
      </Field>
      <Field label={t('agentCentre.team.register.password')} htmlFor={`${id}-password`} error={errors.password}>
        <PasswordInput
          id={`${id}-password`}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearError('password');
          }}
          placeholder={t('agentCentre.team.register.passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={128}
          {...errorProps(`${id}-password`, errors.password)}
          data-testid="register-password"
        />
      </Field>
      <Field label={t('agentCentre.team.register.nickname')} htmlFor={`${id}-nickname`} error={errors.nickname}>
        <input
          id={`${id}-nickname`}
          className="input"
          value={nickname}
          onChange={(event) => {
            setNickname(event.target.value);
            clearError('nickname');
          }}
          placeholder={t('agentCentre.team.register.nicknamePlaceholder')}
          autoComplete="off"
          maxLength={32}
          {...errorProps(`${id}-nickname`, errors.nickname)}
          data-testid="register-nickname"
        />
      </Field>
      <fieldset className="team-kinds">
        <legend className="field__label">{t('agentCentre.team.register.kind')}</legend>
        {KINDS.map((option) => (
          <label
            key={option}
            className={`team-kind${kind === option ? ' team-kind--active' : ''}`}
            data-testid={`register-kind-${option}`}
          >
            <input
              type="radio"
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
              className="team-kind__input"
            />
            <span className="team-kind__icon" aria-hidden="true">
              <Icon name={option === 'agent' ? 'shield' : 'user'} size={18} />
            </span>
            <span className="team-kind__text">
              <strong className="team-kind__name">{t(`agentCentre.team.kinds.${option}`)}</strong>
              <span className="team-kind__hint">{t(`agentCentre.team.register.kindHints.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {formError && (
        <p className="form-alert" role="alert" data-testid="register-error">
          <Icon name="error" size={16} />
          {formError}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={register.isPending}
        data-testid="register-submit"
      >
        {register.isPending ? t('agentCentre.team.register.submitting') : t('agentCentre.team.register.submit')}
      </button>
    </form>
  );
}
