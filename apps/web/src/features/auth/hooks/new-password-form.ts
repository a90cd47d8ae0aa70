import type { FieldRule } from '@fortuna/contracts/settings';
import { type ChangePasswordProblem, newPasswordProblem } from '../../account/hooks/change-password-form';

export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

export type NewPasswordProblems = Partial<Record<keyof NewPasswordValues, ChangePasswordProblem>>;

/** A new password within the merchant's rule, and its confirmation (spec §5, resets). */
export function checkNewPassword(values: NewPasswordValues, rule: FieldRule): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  const problem = newPasswordProblem(values.newPassword, rule);
  if (problem) problems.newPassword = problem;
  if (values.confirmNewPassword === '') problems.confirmNewPassword = 'required';
  else if (values.confirmNewPassword !== values.newPassword) problems.confirmNewPassword = 'mismatch';
  return problems;
}
