import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { memberInfoQueryKey } from '../../../api/member-info';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { showDialog } from '../../../ui/dialog-store';
import { changePassword } from '../../account/api/change-password';
import {
  type ChangePasswordProblems,
  type ChangePasswordValues,
  checkChangePasswordForm,
} from '../../account/hooks/change-password-form';
import { clearPasswordChange } from './usePasswordChangeStore';
import { usePasswordProblemText } from './usePasswordProblemText';
import { useSessionStore } from './useSessionStore';
import '../../../i18n/account-texts';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const WRONG_CURRENT_CODES = new Set(['INVALID_CREDENTIALS', 'WRONG_PASSWORD']);
const DONE_DIALOG_MS = 2500;

/**
 * The change-password popup after a sign-in with the default or an expired password (spec §4):
 * on success member info reloads, the popup closes and the site goes home (agents to theirs).
 */
export function useForcedPasswordChange() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rule = useSiteInfo().info.register.password;
  const passwordText = usePasswordProblemText(rule);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<ChangePasswordProblems>({});

  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
      clearPasswordChange();
      setValues(EMPTY);
      showDialog({
        icon: 'success',
        title: t('changePassword.done'),
        message: t('changePassword.doneText'),
        timeoutMs: DONE_DIALOG_MS,
      });
      void navigate(useSessionStore.getState().isAgent ? '/agentHome' : '/');
    },
  });

  const change = (field: keyof ChangePasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (save.error) save.reset();
  };

  const submit = () => {
    if (save.isPending) return;
    const check = checkChangePasswordForm(values, rule);
    setProblems(check.isValid ? {} : check.problems);
    if (check.isValid) save.mutate(check.body);
  };

  const submitError = (): string | undefined => {
    const { error } = save;
    if (!error) return undefined;
    if (error instanceof ApiError && WRONG_CURRENT_CODES.has(error.code)) return t('changePassword.wrongCurrent');
    if (error instanceof ApiError && error.code === 'PASSWORD_MISMATCH') return t('validation.confirmMismatch');
    return errorMessage(error);
  };

  return {
    values,
    change,
    submit,
    errorOf: (field: keyof ChangePasswordValues) => passwordText(problems[field]),
    submitError: submitError(),
    isPending: save.isPending,
  };
}
