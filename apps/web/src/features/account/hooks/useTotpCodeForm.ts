import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTotpCode } from './totp-form';
import '../../../i18n/account-texts';

/** The 6-digit authenticator code box both TOTP modals ask for: its value, check and submission. */
export function useTotpCodeForm(submit: UseMutationResult<void, Error, string>) {
  const { t } = useTranslation();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'required' | 'sixDigits' | undefined>();

  const change = (value: string) => {
    setCode(value);
    setProblem(undefined);
    if (submit.error) submit.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const check = checkTotpCode(code);
    setProblem(check.isValid ? undefined : check.problem);
    if (check.isValid) submit.mutate(check.code);
  };

  const codeError = problem ? t(`signInCheck.problems.${problem}`) : undefined;
  return { codeId, code, change, handleSubmit, codeError };
}
