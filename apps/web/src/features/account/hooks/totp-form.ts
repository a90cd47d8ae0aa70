import { totpCodeSchema } from '@fortuna/contracts/auth';

export type TotpCodeCheck = { isValid: true; code: string } | { isValid: false; problem: 'required' | 'sixDigits' };

/** Checks a code typed from the authenticator app: exactly six digits. */
export function checkTotpCode(code: string): TotpCodeCheck {
  const trimmed = code.trim();
  if (trimmed === '') return { isValid: false, problem: 'required' };
  const parsed = totpCodeSchema.safeParse({ code: trimmed });
  return parsed.success ? { isValid: true, code: parsed.data.code } : { isValid: false, problem: 'sixDigits' };
}

/** A base32 secret in groups of four, easier to read and type into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
