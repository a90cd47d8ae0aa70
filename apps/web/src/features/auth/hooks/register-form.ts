import type { RegisterInput } from '@fortuna/contracts/auth';
import { checkFieldRule, EMPTY_MESSAGE } from '@fortuna/contracts/field-rules';
import type { PatternId } from '@fortuna/contracts/patterns';
import {
  type FieldRule,
  REGISTER_DETAIL_FIELDS,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterRules,
  type Whitelabel,
} from '@fortuna/contracts/settings';
import type { RegisterMode } from '../api/register';
import { mobileDigits } from './mobile-number';

/**
 * The registration form of spec §4 and §5: which fields the merchant's rules show, how each is
 * checked, and the request body built from them.
 */

export type RegisterValues = Record<RegisterField, string> & { countryDialingCode: string; agreeTerms: boolean };

export type RegisterSwitches = Pick<Whitelabel, 'mobilePasswordRegistration'>;

/** Optional profile fields, in the order the form shows them when the merchant enables them. */
const PROFILE_FIELDS: readonly RegisterField[] = [
  'payeeName',
  'email',
  'paymentPassword',
  ...REGISTER_DETAIL_FIELDS.filter((field) => field !== 'payeeName'),
];

const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

export function isPasswordField(field: RegisterField): boolean {
  return PASSWORD_FIELDS.has(field);
}

export function emptyRegisterValues(countryDialingCode: string): RegisterValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    mobileNum: '',
    verificationCode: '',
    payeeName: '',
    paymentPassword: '',
    qqNum: '',
    line: '',
    whatsapp: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    email: '',
    recommenderId: '',
    affiliateCode: '',
    captcha: '',
    countryDialingCode,
    agreeTerms: true,
  };
}

/** The fields a mode shows, in order. Username and password are the point of the username tab. */
export function visibleRegisterFields(
  mode: RegisterMode,
  rules: RegisterRules,
  switches: RegisterSwitches,
): RegisterField[] {
  const enabled = (field: RegisterField) => rules[field].enabled;
  const fields: RegisterField[] = [];
  if (mode === 'username') {
    fields.push('username', 'password', 'confirmPassword');
    if (enabled('mobileNum')) {
      fields.push('mobileNum');
      if (enabled('verificationCode')) fields.push('verificationCode');
    }
    fields.push(...PROFILE_FIELDS.filter(enabled));
  } else {
    fields.push('mobileNum', 'verificationCode');
    if (switches.mobilePasswordRegistration) fields.push('password', 'confirmPassword');
  }
  if (enabled('affiliateCode')) fields.push('affiliateCode');
  if (enabled('captcha')) fields.push('captcha');
  return fields;
}

const ALWAYS_REQUIRED: Record<RegisterMode, ReadonlySet<RegisterField>> = {
  username: new Set(['username', 'password', 'confirmPassword', 'paymentPassword', 'captcha']),
  mobile: new Set(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'captcha']),
};

/** The rule a shown field is checked with: the merchant's, made required where the mode needs it (spec §5). */
export function effectiveRule(field: RegisterField, mode: RegisterMode, rules: RegisterRules): FieldRule {
  const rule = rules[field];
  if (!ALWAYS_REQUIRED[mode].has(field)) return { ...rule, enabled: true };
  return { ...rule, enabled: true, required: true };
}

export type RegisterProblem =
  | { kind: 'required' }
  | { kind: 'mismatch' }
  | { kind: 'passwordLength'; min: number; max: number }
  | { kind: 'pattern'; patternId: PatternId; min: number; max: number };

export type RegisterProblems = Partial<Record<RegisterField | 'agreeTerms', RegisterProblem>>;

/** What is wrong with one value under its rule; `checkFieldRule` decides, this names the kind. */
export function ruleProblem(rule: FieldRule, value: string, isPassword: boolean): RegisterProblem | null {
  const message = checkFieldRule(rule, value, isPassword);
  if (message === null) return null;
  if (message === EMPTY_MESSAGE) return { kind: 'required' };
  const outOfRange = value.length < rule.min || value.length > rule.max;
  if (isPassword && outOfRange) return { kind: 'passwordLength', min: rule.min, max: rule.max };
  return { kind: 'pattern', patternId: rule.patternId, min: rule.min, max: rule.max };
}

function valueToCheck(field: RegisterField, values: RegisterValues): string {
  if (field === 'mobileNum') return mobileDigits(values.mobileNum);
  return isPasswordField(field) ? values[field] : values[field].trim();
}

/** Checks every shown field, the confirmation and the terms box; an empty result means the form can be sent. */
export function validateRegisterForm(
  values: RegisterValues,
  mode: RegisterMode,
  rules: RegisterRules,
  switches: RegisterSwitches,
): RegisterProblems {
  const problems: RegisterProblems = {};
  for (const field of visibleRegisterFields(mode, rules, switches)) {
    const value = valueToCheck(field, values);
    if (field === 'confirmPassword') {
      if (value === '') problems.confirmPassword = { kind: 'required' };
      else if (value !== values.password) problems.confirmPassword = { kind: 'mismatch' };
      continue;
    }
    const problem = ruleProblem(effectiveRule(field, mode, rules), value, isPasswordField(field));
    if (problem) problems[field] = problem;
  }
  if (!values.agreeTerms) problems.agreeTerms = { kind: 'required' };
  return problems;
}

/** The invitation code a link carries: `?affiliateCode=` or `?code=`. */
export function affiliateCodeFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
}

/** The referring member a link names: `?referralCode=`. */
export function referralCodeFromUrl(search: string): string {
  return (new URLSearchParams(search).get('referralCode') ?? '').trim();
}

/** Where the form is shown: the page address, as `window.location` gives it. */
export interface PageAddress {
  hostname: string;
  href: string;
  search: string;
}

/**
 * The body of PUT /wps/member/register(/mobile), without the challenge. The affiliate code comes
 * from its field when shown, otherwise from the link (spec §4); the mobile number is the username
 * of a mobile registration.
 */
export function buildRegisterPayload(
  values: RegisterValues,
  mode: RegisterMode,
  rules: RegisterRules,
  switches: RegisterSwitches,
  address: PageAddress,
): RegisterInput {
  const fields = visibleRegisterFields(mode, rules, switches);
  const payload: RegisterInput = {
    affiliateCode: fields.includes('affiliateCode')
      ? values.affiliateCode.trim()
      : affiliateCodeFromUrl(address.search),
    referralCode: referralCodeFromUrl(address.search),
    domain: address.hostname,
    registerUrl: address.href,
    registerMethod: 'WEB',
    agreeTerms: true,
  };
  for (const field of fields) {
    if (field === 'affiliateCode') continue;
    payload[field] = valueToCheck(field, values);
  }
  if (payload.mobileNum) payload.countryDialingCode = values.countryDialingCode;
  if (mode === 'mobile') payload.username = payload.mobileNum;
  return payload;
}

const REGISTER_FIELD_SET: ReadonlySet<string> = new Set(REGISTER_FIELDS);

function isRegisterField(name: string): name is RegisterField {
  return REGISTER_FIELD_SET.has(name);
}

/** A server refusal that names a field (`VALIDATION_FAILED`: "<field>: <message>"), if it does. */
export function fieldOfServerMessage(message: string): { field: RegisterField; message: string } | null {
  const match = /^([A-Za-z]+):\s*(.+)$/.exec(message);
  const [, field, text] = match ?? [];
  if (!field || !text || !isRegisterField(field)) return null;
  return { field, message: text };
}

/** Server codes that belong to one field of the form. */
export const FIELD_OF_CODE: Readonly<Record<string, RegisterField>> = {
  USERNAME_TAKEN: 'username',
  PHONE_TAKEN: 'mobileNum',
  PHONE_INVALID: 'mobileNum',
  EMAIL_TAKEN: 'email',
  INVITATION_CODE_INVALID: 'affiliateCode',
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
  CODE_INVALID: 'verificationCode',
  CODE_EXPIRED: 'verificationCode',
  PASSWORD_MISMATCH: 'confirmPassword',
};
