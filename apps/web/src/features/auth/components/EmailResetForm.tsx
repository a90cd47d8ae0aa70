import { emailResetSchema } from '@fortuna/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../ui/dialog-store';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { requestEmailReset } from '../api/password-reset';
import { closeAuthModal } from '../hooks/useAuthModalStore';
import { LoginSubmit } from './LoginSubmit';
import '../../../i18n/account-texts';

type EmailResetErrors = Partial<Record<'username' | 'email', string>>;

/** Reset by email (spec §4, §5): username and email of the account; a link arrives by email. */
export function EmailResetForm() {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<EmailResetErrors>({});
  const reset = useMutation({
    mutationFn: requestEmailReset,
    onSuccess: () => {
      closeAuthModal();
      showDialog({ icon: 'success', title: t('forgot.sentTitle'), message: t('forgot.sentText') });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = emailResetSchema.safeParse({ username, email });
    if (!parsed.success) {
      const next: EmailResetErrors = {};
      if (username.trim() === '') next.username = t('validation.required');
      if (email.trim() === '') next.email = t('validation.required');
      else if (parsed.error.issues.some((issue) => issue.path[0] === 'email')) next.email = t('forgot.invalidEmail');
      setErrors(next);
      return;
    }
    setErrors({});
    reset.mutate(parsed.data);
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="email-reset-form">
      <p className="login-panel__intro">{t('forgot.emailIntro')}</p>
      <Field label={t('forgot.username')} htmlFor={`${id}-username`} error={errors.username}>
        <div className="input-group">
          <Icon name="user" size={18} className="input-group__icon" />
          <input
            id={`${id}-username`}
            className="input input--with-icon"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setErrors((current) => ({ ...current, username: undefined }));
            }}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            placeholder={t('login.usernamePlaceholder')}
            data-testid="reset-username"
            {...errorProps(`${id}-username`, errors.username)}
          />
        </div>
      </Field>
      <Field label={t('forgot.email')} htmlFor={`${id}-email`} error={errors.email}>
        <div className="input-group">
          <Icon name="inbox" size={18} className="input-group__icon" />
          <input
            id={`${id}-email`}
            className="input input--with-icon"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={255}
            placeholder={t('forgot.emailPlaceholder')}
            data-testid="reset-email"
            {...errorProps(`${id}-email`, errors.email)}
          />
        </div>
      </Field>
      <LoginSubmit
        error={reset.error}
        isPending={reset.isPending}
        label={t('forgot.sendLink')}
        pendingLabel={t('common.loading')}
        testIds={{ error: 'reset-email-error', submit: 'reset-email-submit' }}
      />
    </form>
  );
}
