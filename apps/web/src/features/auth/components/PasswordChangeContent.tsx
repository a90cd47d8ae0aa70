import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { type PasswordFieldSpec, PasswordForm } from '../../account/components/PasswordForm';
import type { ChangePasswordValues } from '../../account/hooks/change-password-form';
import { useForcedPasswordChange } from '../hooks/useForcedPasswordChange';
import { clearPasswordChange } from '../hooks/usePasswordChangeStore';
import { useSignOut } from '../hooks/useSignOut';
import '../../account/components/account.css';
import './login-panel.css';
import './password-change-modal.css';

type FieldName = keyof ChangePasswordValues;

/** The change-password popup's form; its own chunk, downloaded when the popup first opens. */
export function PasswordChangeContent({ reason, isForced }: { reason: 'weak' | 'expired'; isForced: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForcedPasswordChange();
  const signOut = useSignOut();
  const fields: PasswordFieldSpec<FieldName>[] = [
    {
      name: 'oldPassword',
      label: t('changePassword.current'),
      testId: 'force-cp-old',
      autoComplete: 'current-password',
    },
    { name: 'newPassword', label: t('changePassword.new'), testId: 'force-cp-new', autoComplete: 'new-password' },
    {
      name: 'confirmNewPassword',
      label: t('changePassword.confirm'),
      testId: 'force-cp-confirm',
      autoComplete: 'new-password',
    },
  ];

  return (
    <div className="password-change">
      <p className="password-change__notice">
        <Icon name="shield" size={18} />
        {reason === 'expired' ? t('changePassword.expired') : t('changePassword.weak')}
      </p>
      <PasswordForm
        idPrefix={id}
        fields={fields}
        values={form.values}
        errorOf={form.errorOf}
        onChange={form.change}
        onSubmit={form.submit}
        submitError={form.submitError}
        isPending={form.isPending}
        submitLabel={t('changePassword.submit')}
        testIds={{ form: 'force-change-password-form', error: 'force-cp-error', submit: 'force-cp-submit' }}
      />
      <button
        type="button"
        className="login-panel__link password-change__aside"
        onClick={isForced ? signOut : clearPasswordChange}
        data-testid="force-cp-dismiss"
      >
        {isForced ? t('changePassword.signOut') : t('changePassword.later')}
      </button>
    </div>
  );
}
