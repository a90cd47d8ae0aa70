import { PATTERNS } from '@fortuna/contracts/patterns';
import { type ChangePassword, changePasswordSchema } from '@fortuna/contracts/session';
import type { FieldRule } from '@fortuna/contracts/settings';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordProblem = 'required' | 'length' | 'pattern' | 'mismatch';
export type ChangePasswordProblems = Partial<Record<keyof ChangePasswordValues, ChangePasswordProblem>>;

export type ChangePasswordCheck =
  | { isValid: true; body: ChangePassword }
  | { isValid: false; problems: ChangePasswordProblems };

/** What is wrong with a new password under the merchant's `password` register rule, if anything. */
export function newPasswordProblem(password: string, rule: FieldRule): ChangePasswordProblem | undefined {
  if (password === '') return 'required';
  // A disabled rule means the merchant sets no shape for passwords; only presence is checked.
  if (!rule.enabled) return undefined;
  if (password.length < rule.min || password.length > rule.max) return 'length';
  if (!PATTERNS[rule.patternId].regex.test(password)) return 'pattern';
  return undefined;
}

/** Checks the change-password form: every field given, the new one within the rule, and confirmed. */
export function checkChangePasswordForm(values: ChangePasswordValues, rule: FieldRule): ChangePasswordCheck {
  const problems: ChangePasswordProblems = {};
  if (values.oldPassword === '') problems.oldPassword = 'required';
  const newProblem = newPasswordProblem(values.newPassword, rule);
  if (newProblem) problems.newPassword = newProblem;
  if (values.confirmNewPassword === '') problems.confirmNewPassword = 'required';
  else if (values.confirmNewPassword !== values.newPassword) problems.confirmNewPassword = 'mismatch';
  if (Object.keys(problems).length > 0) return { isValid: false, problems };

  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) return { isValid: false, problems: { newPassword: 'length' } };
  return { isValid: true, body: parsed.data };
}
