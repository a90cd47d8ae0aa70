import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { Icon } from '../../../ui/Icon';
import { checkNewPassword, type NewPasswordProblems, type NewPasswordValues } from '../hooks/new-password-form';
import { openAuthModal } from '../hooks/useAuthModalStore';
import { useEmailResetConfirm } from '../hooks/useEmailResetConfirm';
import { usePasswordProblemText } from '../hooks/usePasswordProblemText';
import { LoginSubmit } from './LoginSubmit';
import { PasswordField } from './PasswordField';
import './login-panel.css';

/** Reset tokens are 16 to 128 characters (contracts: emailResetConfirmSchema). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function InvalidLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestNew = async () => {
    await navigate('/', { replace: true });
    openAuthModal('forgot');
  };
  return (
    <div className="login-panel" data-testid="reset-link-invalid">
      <p className="form-alert" role="alert">
        <Icon name="error" size={16} />
        {t('resetPassword.invalidLink')}
      </p>
      <button type="button" className="btn btn--primary btn--block" onClick={() => void requestNew()}>
        {t('resetPassword.requestNew')}
      </button>
    </div>
  );
}

/** The new password of an emailed reset link, with its confirmation. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const rule = useSiteInfo().info.register.password;
  const passwordText = usePasswordProblemText(rule);
  const confirm = useEmailResetConfirm();
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmNewPassword: '' });
  const [problems, setProblems] = useState<NewPasswordProblems>({});

  const isExpired = confirm.error instanceof ApiError && confirm.error.code === 'RESET_LINK_INVALID';
  if (!TOKEN_PATTERN.test(token) || isExpired) return <InvalidLink />;

  const change = (field: keyof NewPasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const found = checkNewPassword(values, rule);
    setProblems(found);
    if (found.newPassword || found.confirmNewPassword) return;
    confirm.mutate({ token, ...values });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="reset-password-form">
      <p className="login-panel__intro">{t('resetPassword.intro')}</p>
      <PasswordField
        label={t('forgot.newPassword')}
        value={values.newPassword}
        onChange={(value) => change('newPassword', value)}
        error={passwordText(problems.newPassword)}
        autoComplete="new-password"
        testId="reset-link-new-password"
      />
      <PasswordField
        label={t('forgot.confirmPassword')}
        value={values.confirmNewPassword}
        onChange={(value) => change('confirmNewPassword', value)}
        error={passwordText(problems.confirmNewPassword)}
        autoComplete="new-password"
        testId="reset-link-confirm-password"
      />
      <LoginSubmit
        error={confirm.error}
        isPending={confirm.isPending}
        label={t('resetPassword.submit')}
        testIds={{ error: 'reset-link-error', submit: 'reset-link-submit' }}
      />
    </form>
  );
}
