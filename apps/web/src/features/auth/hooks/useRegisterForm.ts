import type { RegisterField, RegisterRules } from '@fortuna/contracts/settings';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import type { RegisterMode } from '../api/register';
import { DEFAULT_DIALING_CODE } from './mobile-number';
import {
  affiliateCodeFromUrl,
  buildRegisterPayload,
  emptyRegisterValues,
  FIELD_OF_CODE,
  fieldOfServerMessage,
  type RegisterProblem,
  type RegisterProblems,
  type RegisterValues,
  validateRegisterForm,
  visibleRegisterFields,
} from './register-form';
import { INVITATION_CODE_INVALID, useRegister } from './useRegister';

/** A refusal the server tied to one field: shown under it, as the server worded it or by code. */
export interface ServerFieldError {
  field: RegisterField;
  /** The server's own words (VALIDATION_FAILED), or null to show the code's translation. */
  message: string | null;
  error: ApiError;
}

function serverFieldError(error: unknown, fields: readonly RegisterField[]): ServerFieldError | null {
  if (!(error instanceof ApiError)) return null;
  const named = error.code === 'VALIDATION_FAILED' ? fieldOfServerMessage(error.message) : null;
  if (named && fields.includes(named.field)) return { field: named.field, message: named.message, error };
  const field = FIELD_OF_CODE[error.code];
  // A bad invitation code has its own dialog; the field only turns red.
  if (field && fields.includes(field)) return { field, message: null, error };
  return null;
}

/** The state of one registration tab: values, inline problems, and the registration call. */
export function useRegisterForm(mode: RegisterMode, rules: RegisterRules) {
  const { whitelabel } = useSiteInfo().info;
  const register = useRegister();
  // An invitation link fills the invitation code box; without the box the link's code is sent as is.
  const [values, setValues] = useState(() => ({
    ...emptyRegisterValues(DEFAULT_DIALING_CODE),
    affiliateCode: affiliateCodeFromUrl(window.location.search),
  }));
  const [problems, setProblems] = useState<RegisterProblems>({});
  /** Bumped after each failed attempt: the captcha shown was used up. */
  const [captchaRound, setCaptchaRound] = useState(0);
  const fields = visibleRegisterFields(mode, rules, whitelabel);
  const fieldError = serverFieldError(register.error, fields);

  const change = <Key extends keyof RegisterValues>(key: Key, value: RegisterValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
    if (fieldError?.field === key) register.reset();
  };

  const showProblem = (field: RegisterField, problem: RegisterProblem) => {
    setProblems((current) => ({ ...current, [field]: problem }));
  };

  const submit = () => {
    if (register.isPending) return;
    const found = validateRegisterForm(values, mode, rules, whitelabel);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const payload = buildRegisterPayload(values, mode, rules, whitelabel, window.location);
    register.mutate(
      { mode, payload },
      {
        onError: () => {
          setCaptchaRound((round) => round + 1);
          setValues((current) => ({ ...current, captcha: '' }));
        },
      },
    );
  };

  const isInvitationDialog = register.error instanceof ApiError && register.error.code === INVITATION_CODE_INVALID;
  return {
    fields,
    values,
    problems,
    change,
    showProblem,
    submit,
    captchaRound,
    fieldError,
    /** A failure that belongs to no field, shown above the button. */
    formError: fieldError || isInvitationDialog ? null : register.error,
    isPending: register.isPending,
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
