import {
  type BindMobile,
  bindMobileSchema,
  type SmsBind,
  smsBindSchema,
  VERIFICATION_CODE_LENGTH,
} from '@fortuna/contracts/auth';

export interface BindMobileValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

export type BindMobileProblem = 'required' | 'phone' | 'code';
export type BindMobileProblems = Partial<Record<keyof BindMobileValues, BindMobileProblem>>;

type Check<Body> = { isValid: true; body: Body } | { isValid: false; problems: BindMobileProblems };

/** Vietnam, the dialling code offered first when the list has it. */
export const DEFAULT_DIALING_CODE = '84';

/** Keeps the digits of what was typed, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** What is wrong with a mobile number as typed (spaces and dashes allowed), if anything. */
export function mobileProblem(mobileNum: string): 'required' | 'phone' | undefined {
  const digits = mobileNum.replace(/[\s-]/g, '');
  if (digits === '') return 'required';
  return /^\d{6,15}$/.test(digits) ? undefined : 'phone';
}

function numberProblems(values: BindMobileValues): BindMobileProblems {
  const problems: BindMobileProblems = {};
  if (!/^\+?\d{1,4}$/.test(values.countryDialingCode.trim())) problems.countryDialingCode = 'required';
  const mobile = mobileProblem(values.mobileNum);
  if (mobile) problems.mobileNum = mobile;
  return problems;
}

const bareMobile = (mobileNum: string) => mobileNum.replace(/[\s-]/g, '');

/** Checks the number before a code is texted to it and builds the sms/bind body. */
export function checkSmsRequest(values: BindMobileValues): Check<SmsBind> {
  const problems = numberProblems(values);
  if (Object.keys(problems).length > 0) return { isValid: false, problems };
  const parsed = smsBindSchema.safeParse({
    mobileNum: bareMobile(values.mobileNum),
    countryDialingCode: values.countryDialingCode,
  });
  return parsed.success ? { isValid: true, body: parsed.data } : { isValid: false, problems: { mobileNum: 'phone' } };
}

/** Checks the whole form (number and the texted code) and builds the bind body. */
export function checkBindMobileForm(values: BindMobileValues): Check<BindMobile> {
  const problems = numberProblems(values);
  const code = values.verificationCode.trim();
  if (code === '') problems.verificationCode = 'required';
  else if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code)) problems.verificationCode = 'code';
  if (Object.keys(problems).length > 0) return { isValid: false, problems };
  const parsed = bindMobileSchema.safeParse({
    mobileNum: bareMobile(values.mobileNum),
    countryDialingCode: values.countryDialingCode,
    verificationCode: code,
  });
  return parsed.success ? { isValid: true, body: parsed.data } : { isValid: false, problems: { mobileNum: 'phone' } };
}
