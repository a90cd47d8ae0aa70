import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Icon } from '../../../ui/Icon';
import type { LoginFormState } from '../hooks/useLoginForm';

interface LoginSubmitProps {
  form: LoginFormState;
  testIds: { error: string; submit: string };
}

/** The server's answer to a failed sign-in, then the submit button (busy while signing in). */
export function LoginSubmit({ form, testIds }: LoginSubmitProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { error, isPending } = form.login;

  return (
    <>
      {error && (
        <p className="form-alert" role="alert" data-testid={testIds.error}>
          <Icon name="error" size={16} />
          {errorMessage(error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block login-form__submit"
        disabled={isPending}
        data-testid={testIds.submit}
      >
        {isPending && <Icon name="refresh" size={16} className="spin" />}
        {isPending ? t('login.submitting') : t('common.login')}
      </button>
    </>
  );
}
