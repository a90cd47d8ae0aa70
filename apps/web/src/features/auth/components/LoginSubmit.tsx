import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { Icon } from '../../../ui/Icon';
import { CustomerServiceEntry } from '../../customer-service/components/CustomerServiceEntry';

interface LoginSubmitProps {
  error: unknown;
  isPending: boolean;
  label?: string;
  pendingLabel?: string;
  testIds: { error: string; submit: string };
}

/** Only support can lift this lock (spec §4, §8): the alert says where to find them. */
function SupportHint() {
  const { t } = useTranslation();
  const entries = useSiteInfo().info.customerService;
  const contact = entries.find((entry) => entry.csType === 'LIVECHAT') ?? entries[0];
  if (!contact) return null;
  return (
    <span className="form-alert__more">
      {t('login.ipLockedHelp')}{' '}
      <CustomerServiceEntry entry={contact} className="login-panel__link" reason="locked" testId="locked-support">
        {t('customerService.button')}
      </CustomerServiceEntry>
    </span>
  );
}

/** The server's answer to a failed sign-in, then the submit button (busy while signing in). */
export function LoginSubmit({ error, isPending, label, pendingLabel, testIds }: LoginSubmitProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const isIpLocked = error instanceof ApiError && (error.code === 'IP_LOCKED' || error.code === 'ACCOUNT_LOCKED');

  return (
    <>
      {error ? (
        <p className="form-alert" role="alert" data-testid={testIds.error}>
          <Icon name="error" size={16} />
          <span>
            {errorMessage(error)}
            {isIpLocked && <SupportHint />}
          </span>
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--block login-form__submit"
        disabled={isPending}
        data-testid={testIds.submit}
      >
        {isPending && <Icon name="refresh" size={16} className="spin" />}
        {isPending ? (pendingLabel ?? t('login.submitting')) : (label ?? t('common.login'))}
      </button>
    </>
  );
}
