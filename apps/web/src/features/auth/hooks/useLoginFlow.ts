import type { SecondFactorChallenge } from '@fortuna/contracts/auth';
import type { Login } from '@fortuna/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { login, verifySecondFactor } from '../api/login';
import { isSecondFactorStep, readLoginFailure } from '../api/login-failure';
import { saveRememberedLogin } from './remember-me';
import { passwordChangeReason } from './sign-in-outcome';
import { openSession, type SignedIn, useAfterSignIn } from './useSignIn';

export interface LoginAttempt {
  body: Login;
  /** The remember-me box of the username tab; left out, the remembered username is not touched. */
  rememberUsername?: boolean;
}

interface PendingSecondFactor {
  challenge: SecondFactorChallenge;
  attempt: LoginAttempt;
}

/**
 * One sign-in form's journey (spec §4): the attempt, the captcha a failure may ask for (each good for
 * one attempt), the second-factor step for a new device, then what follows a sign-in.
 */
export function useLoginFlow() {
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState('');
  /** Bumped after every failed attempt: the captcha shown was used up, so a new one is loaded. */
  const [captchaRound, setCaptchaRound] = useState(0);
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);

  const finish = (signedIn: SignedIn, attempt: LoginAttempt) => {
    const { body } = attempt;
    if (attempt.rememberUsername !== undefined && body.type === 'username') {
      saveRememberedLogin({ username: body.username, isRemembered: attempt.rememberUsername });
    }
    setPending(null);
    const changeReason = passwordChangeReason({
      type: body.type,
      password: body.password,
      passwordExpired: signedIn.result.passwordExpired,
    });
    afterSignIn(signedIn, { changeReason });
  };

  const failed = (error: Error) => {
    const failure = readLoginFailure(error);
    if (failure.needsCaptcha) setNeedsCaptcha(true);
    setCaptcha('');
    setCaptchaRound((round) => round + 1);
    return failure;
  };

  const attemptLogin = useMutation({
    mutationFn: async (attempt: LoginAttempt) => openSession(await login(attempt.body), queryClient),
    onSuccess: finish,
    onError: (error, attempt) => {
      const { secondFactor } = failed(error);
      if (secondFactor) setPending({ challenge: secondFactor, attempt });
    },
  });

  const verify = useMutation({
    mutationFn: async ({ code, step }: { code: string; step: PendingSecondFactor }) =>
      openSession(await verifySecondFactor({ ticket: step.challenge.ticket, code }), queryClient),
    onSuccess: (signedIn, { step }) => finish(signedIn, step.attempt),
  });

  /** Sends an attempt with the captcha typed, unless one is already under way. */
  const submit = (attempt: LoginAttempt) => {
    if (attemptLogin.isPending) return;
    const body = needsCaptcha ? { ...attempt.body, captcha: captcha.trim() } : attempt.body;
    attemptLogin.mutate({ ...attempt, body });
  };

  const submitCode = (code: string) => {
    if (pending && !verify.isPending) verify.mutate({ code, step: pending });
  };

  const cancelSecondFactor = () => {
    setPending(null);
    attemptLogin.reset();
    verify.reset();
  };

  /** The failure to show: the second-factor step is a step, not an error. */
  const error = attemptLogin.error && !isSecondFactorStep(attemptLogin.error) ? attemptLogin.error : null;

  return {
    submit,
    submitCode,
    cancelSecondFactor,
    clearError: () => attemptLogin.reset(),
    isPending: attemptLogin.isPending,
    error,
    needsCaptcha,
    captcha,
    setCaptcha,
    captchaRound,
    secondFactor: pending?.challenge ?? null,
    verify: { isPending: verify.isPending, error: verify.error },
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
