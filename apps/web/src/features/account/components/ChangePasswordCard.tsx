import { patternMessage } from '@fortuna/contracts/patterns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { memberInfoQueryKey } from '../../../api/member-info';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { showDialog } from '../../../ui/dialog-store';
import { changePassword } from '../api/change-password';
import { memberSessionsQueryKey } from '../api/member-sessions';
import {
  type ChangePasswordProblems,
  type ChangePasswordValues,
  checkChangePasswordForm,
} from '../hooks/change-password-form';
import { AccountCard } from './AccountCard';
import { type PasswordFieldSpec, PasswordForm } from './PasswordForm';
import '../../../i18n/account-texts';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
type FieldName = keyof ChangePasswordValues;

/** Server codes that mean the current password was wrong. */
const WRONG_CURRENT_CODES = new Set(['INVALID_CREDENTIALS', 'WRONG_PASSWORD']);

/** Changes the login password; the server signs out the member's other sessions. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const rule = useSiteInfo().info.register.password;
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<ChangePasswordProblems>({});
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY);
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
      void queryClient.invalidateQueries({ queryKey: memberSessionsQueryKey });
      showDialog({ icon: 'success', title: t('loginPassword.saved'), message: t('loginPassword.savedText') });
    },
  });

  const change = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (save.error) save.reset();
  };

  const handleSubmit = () => {
    const check = checkChangePasswordForm(values, rule);
    setProblems(check.isValid ? {} : check.problems);
    if (check.isValid) save.mutate(check.body);
  };

  const messageOf = (field: FieldName): string | undefined => {
    const problem = problems[field];
    const limits = { min: rule.min, max: rule.max };
    if (problem === 'required') return t('validation.required');
    if (problem === 'mismatch') return t('validation.confirmMismatch');
    if (problem === 'length') return t('loginPassword.length', limits);
    if (problem === 'pattern') {
      return t('loginPassword.pattern', { ...limits, rule: patternMessage(rule.patternId, rule.min, rule.max) });
    }
    return undefined;
  };

  const submitErrorMessage = (error: unknown): string => {
    if (error instanceof ApiError && WRONG_CURRENT_CODES.has(error.code)) return t('loginPassword.wrongCurrent');
    if (error instanceof ApiError && error.code === 'PASSWORD_MISMATCH') return t('validation.confirmMismatch');
    return errorMessage(error);
  };

  const fields: PasswordFieldSpec<FieldName>[] = [
    { name: 'oldPassword', label: t('loginPassword.current'), testId: 'cp-old', autoComplete: 'current-password' },
    { name: 'newPassword', label: t('loginPassword.new'), testId: 'cp-new', autoComplete: 'new-password' },
    {
      name: 'confirmNewPassword',
      label: t('loginPassword.confirm'),
      testId: 'cp-confirm',
      autoComplete: 'new-password',
    },
  ];

  return (
    <AccountCard icon="lock" title={t('loginPassword.title')} text={t('loginPassword.hint')}>
      <PasswordForm
        idPrefix={id}
        fields={fields}
        values={values}
        errorOf={messageOf}
        onChange={change}
        onSubmit={handleSubmit}
        submitError={save.error ? submitErrorMessage(save.error) : undefined}
        isPending={save.isPending}
        submitLabel={t('loginPassword.submit')}
        testIds={{ form: 'change-password-form', error: 'cp-error', submit: 'cp-submit' }}
      />
    </AccountCard>
  );
}
