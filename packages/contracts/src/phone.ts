import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

export interface MobileNumber {
  /** Dialing code without "+", e.g. "84". */
  dialingCode: string;
  /** National significant number, without a trunk "0", e.g. "912345678". */
  nationalNumber: string;
  /** "+84912345678" */
  e164: string;
}

/**
 * Reads a number typed with its country dialing code ("84" + "0912 345 678") into one canonical form,
 * or null when it is not a possible number of that country plan.
 */
export function parseMobile(dialingCode: string, number: string): MobileNumber | null {
  const code = dialingCode.replace(/^\+/, '').trim();
  const digits = number.replace(/[\s().-]/g, '');
  if (!/^\d{1,4}$/.test(code) || !/^\+?\d{4,17}$/.test(digits)) return null;
  const international = digits.startsWith('+') ? digits : `+${code}${digits.replace(/^0+/, '')}`;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed?.isValid() || parsed.countryCallingCode !== code) return null;
  return { dialingCode: code, nationalNumber: String(parsed.nationalNumber), e164: parsed.number };
}

/** "+84 ******678": enough to recognise one's own number, not enough to learn someone else's. */
export function maskMobile(dialingCode: string, nationalNumber: string): string {
  const visible = nationalNumber.slice(-3);
  return `+${dialingCode} ${'*'.repeat(Math.max(nationalNumber.length - 3, 3))}${visible}`;
}

/** Every country with its dialing code, sorted by country code. */
export function countryDialingCodes(): { countryCode: string; countryDialingCode: string }[] {
  return getCountries()
    .map((country: CountryCode) => ({ countryCode: country, countryDialingCode: getCountryCallingCode(country) }))
    .sort((a, b) => a.countryCode.localeCompare(b.countryCode));
}
