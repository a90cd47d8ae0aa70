import { type FormEvent, useState } from 'react';
import type { LoginPortal } from '../api/login';
import { type LoginFieldErrors, trimLoginFields, validateLoginFields } from './login-validation';
import { useLogin } from './useLogin';

interface SubmitOptions {
  portal: LoginPortal;
  /** Left out by forms without a remember-me box, so the remembered username stays as it is. */
  isRemembered?: boolean;
}

/** The state of a username/password sign-in form: inputs, inline errors and the sign-in call (spec §5). */
export function useLoginForm(initialUsername = '') {
  const login = useLogin();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});

  const changeUsername = (value: string) => {
    setUsername(value);
    setFieldErrors((current) => ({ ...current, username: undefined }));
  };

  const changePassword = (value: string) => {
    setPassword(value);
    setFieldErrors((current) => ({ ...current, password: undefined }));
  };

  /** Trims and checks the inputs, then signs in unless one is empty or a sign-in is under way. */
  const submit = (event: FormEvent<HTMLFormElement>, options: SubmitOptions) => {
    event.preventDefault();
    if (login.isPending) return;
    const fields = trimLoginFields({ username, password });
    const errors = validateLoginFields(fields);
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    login.mutate({ ...fields, ...options });
  };

  return { username, password, fieldErrors, changeUsername, changePassword, submit, login };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
