/** Vietnam (+84): the site's default country (spec §3 country codes, language TY). */
export const DEFAULT_DIALING_CODE = '84';

/** Keeps what a person types into a mobile number box to digits, spaces and dashes. */
export function cleanMobileInput(text: string): string {
  return text.replace(/[^\d\s-]/g, '').slice(0, 20);
}

/** The number as sent: digits only. */
export function mobileDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Whether a typed number is worth an SMS request (spec §5: validated before sending). The server
 * checks it against the country's numbering plan; this only catches what is plainly not a number.
 */
export function isPlausibleMobile(text: string): boolean {
  return /^\d{6,15}$/.test(mobileDigits(text));
}

/** The SMS code box accepts digits only, up to 6. */
export function cleanCodeInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}
