import {
  loginFailureValueSchema,
  type SecondFactorChallenge,
  secondFactorChallengeSchema,
} from '@fortuna/contracts/auth';
import { ApiError } from '../../../api/api-error';

export interface LoginFailure {
  /** The next attempt must carry a captcha (`value.captcha`). */
  needsCaptcha: boolean;
  /** SECOND_FACTOR_REQUIRED: the sign-in waits for a code, with this ticket. */
  secondFactor: SecondFactorChallenge | null;
}

export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

/** What a failed sign-in asks of the next attempt, read from the envelope's value. */
export function readLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { needsCaptcha: false, secondFactor: null };
  const flagged = loginFailureValueSchema.safeParse(error.value);
  const challenge = error.code === SECOND_FACTOR_REQUIRED ? secondFactorChallengeSchema.safeParse(error.value) : null;
  return {
    needsCaptcha: flagged.success && flagged.data.captcha,
    secondFactor: challenge?.success ? challenge.data : null,
  };
}

/** Whether a failure is the second-factor step rather than an error to show. */
export function isSecondFactorStep(error: unknown): boolean {
  return readLoginFailure(error).secondFactor !== null;
}
