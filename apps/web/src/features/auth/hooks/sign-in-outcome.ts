import type { Login } from '@fortuna/contracts/session';

/** Spec §4 and §9: signing in with this default password opens the change-password step. */
export const DEFAULT_WEAK_PASSWORD = '123456';

export type PasswordChangeReason = 'weak' | 'expired';

interface SignInFacts {
  type: Login['type'];
  /** The password typed (the SMS code for an SMS sign-in). */
  password: string;
  passwordExpired: boolean;
}

/**
 * Whether the change-password popup must open after this sign-in (spec §4): the default weak
 * password, or an expired one, except for SMS sign-ins, where no password was used.
 */
export function passwordChangeReason({ type, password, passwordExpired }: SignInFacts): PasswordChangeReason | null {
  if (type === 'sms') return null;
  if (password === DEFAULT_WEAK_PASSWORD) return 'weak';
  return passwordExpired ? 'expired' : null;
}
