import { type FormEvent, useState } from 'react';
import { buildUsernameLoginBody, type LoginPortal } from '../api/login';
import { type LoginFieldErrors, trimLoginFields, validateLoginFields } from './login-validation';
import type { LoginFlow } from './useLoginFlow';

interface SubmitOptions {
  portal: LoginPortal;
  /** Left out by forms without a remember-me box, so the remembered username stays as it is. */
  isRemembered?: boolean;
}

export type UsernameFieldErrors = LoginFieldErrors & { captcha?: 'required' };

/** The state of a username/password sign-in form: inputs and inline errors; the flow signs in (spec §5). */
export function useLoginForm(flow: LoginFlow, initialUsername = '') {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<UsernameFieldErrors>({});

  const changeUsername = (value: string) => {
    setUsername(value);
    setFieldErrors((current) => ({ ...current, username: undefined }));
  };

  const changePassword = (value: string) => {
    setPassword(value);
    setFieldErrors((current) => ({ ...current, password: undefined }));
  };

  const changeCaptcha = (value: string) => {
    flow.setCaptcha(value);
    setFieldErrors((current) => ({ ...current, captcha: undefined }));
  };

  /** Trims and checks the inputs, then signs in unless one is empty or a sign-in is under way. */
  const submit = (event: FormEvent<HTMLFormElement>, options: SubmitOptions) => {
    event.preventDefault();
    if (flow.isPending) return;
    const fields = trimLoginFields({ username, password });
    const errors: UsernameFieldErrors = validateLoginFields(fields);
    if (flow.needsCaptcha && flow.captcha.trim() === '') errors.captcha = 'required';
    setFieldErrors(errors);
    if (errors.username || errors.password || errors.captcha) return;
    flow.submit({
      body: buildUsernameLoginBody({ ...fields, portal: options.portal, remember: options.isRemembered ?? false }),
      rememberUsername: options.isRemembered,
    });
  };

  return { username, password, fieldErrors, changeUsername, changePassword, changeCaptcha, submit, flow };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
