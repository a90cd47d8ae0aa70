import { registerSchema } from '@fortuna/contracts/auth';
import { DEFAULT_REGISTER_RULES, type RegisterRules } from '@fortuna/contracts/settings';
import { describe, expect, it } from 'vitest';
import {
  affiliateCodeFromUrl,
  buildRegisterPayload,
  emptyRegisterValues,
  fieldOfServerMessage,
  type RegisterValues,
  referralCodeFromUrl,
  validateRegisterForm,
  visibleRegisterFields,
} from './register-form';

const RULES: RegisterRules = DEFAULT_REGISTER_RULES;
const SWITCHES = { mobilePasswordRegistration: false };
const ADDRESS = {
  hostname: 'play.example.com',
  href: 'https://play.example.com/register?code=AGT01&referralCode=FRIEND7',
  search: '?code=AGT01&referralCode=FRIEND7',
};

function values(overrides: Partial<RegisterValues> = {}): RegisterValues {
  return { ...emptyRegisterValues('84'), ...overrides };
}

const VALID = values({
  username: 'player01',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  payeeName: 'Nguyen Van',
  captcha: 'ab12',
});

describe('visibleRegisterFields', () => {
  it('shows the enabled fields of the merchant rules on the username tab', () => {
    expect(visibleRegisterFields('username', RULES, SWITCHES)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'payeeName',
      'email',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('hides disabled fields such as the invitation code and the captcha', () => {
    const rules = {
      ...RULES,
      affiliateCode: { ...RULES.affiliateCode, enabled: false },
      captcha: { ...RULES.captcha, enabled: false, required: false },
    };
    expect(visibleRegisterFields('username', rules, SWITCHES)).not.toContain('affiliateCode');
    expect(visibleRegisterFields('username', rules, SWITCHES)).not.toContain('captcha');
  });

  it('asks a mobile registration for a password only when the merchant wants one', () => {
    expect(visibleRegisterFields('mobile', RULES, SWITCHES)).toEqual([
      'mobileNum',
      'verificationCode',
      'affiliateCode',
      'captcha',
    ]);
    expect(visibleRegisterFields('mobile', RULES, { mobilePasswordRegistration: true })).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'affiliateCode',
      'captcha',
    ]);
  });
});

describe('validateRegisterForm', () => {
  it('accepts a complete form', () => {
    expect(validateRegisterForm(VALID, 'username', RULES, SWITCHES)).toEqual({});
  });

  it('wants the confirmation equal to the password', () => {
    const problems = validateRegisterForm({ ...VALID, confirmPassword: 'Secret#2027' }, 'username', RULES, SWITCHES);
    expect(problems).toEqual({ confirmPassword: { kind: 'mismatch' } });
  });

  it('applies the rule of each field: required, password length, pattern', () => {
    const problems = validateRegisterForm(
      { ...VALID, username: '', password: 'abc', confirmPassword: 'abc', email: 'not-an-email' },
      'username',
      RULES,
      SWITCHES,
    );
    expect(problems.username).toEqual({ kind: 'required' });
    expect(problems.password).toEqual({ kind: 'passwordLength', min: 6, max: 20 });
    expect(problems.email).toMatchObject({ kind: 'pattern', patternId: 'EMAIL' });
  });

  it('requires the ticked terms box', () => {
    expect(validateRegisterForm({ ...VALID, agreeTerms: false }, 'username', RULES, SWITCHES)).toEqual({
      agreeTerms: { kind: 'required' },
    });
  });

  it('requires the number and the code of a mobile registration', () => {
    const problems = validateRegisterForm(values({ captcha: 'ab12' }), 'mobile', RULES, SWITCHES);
    expect(problems).toEqual({ mobileNum: { kind: 'required' }, verificationCode: { kind: 'required' } });
  });
});

describe('codes from the link', () => {
  it('reads ?affiliateCode= or ?code=, and ?referralCode=', () => {
    expect(affiliateCodeFromUrl('?affiliateCode=AB12')).toBe('AB12');
    expect(affiliateCodeFromUrl('?code=CD34')).toBe('CD34');
    expect(affiliateCodeFromUrl('')).toBe('');
    expect(referralCodeFromUrl('?referralCode=R1')).toBe('R1');
  });
});

describe('buildRegisterPayload', () => {
  it('sends the shown fields, the page address and WEB as the method', () => {
    const payload = buildRegisterPayload(
      { ...VALID, username: ' player01 ', affiliateCode: 'TYPED1' },
      'username',
      RULES,
      SWITCHES,
      ADDRESS,
    );
    expect(payload).toEqual({
      username: 'player01',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      mobileNum: '',
      payeeName: 'Nguyen Van',
      email: '',
      affiliateCode: 'TYPED1',
      captcha: 'ab12',
      referralCode: 'FRIEND7',
      domain: 'play.example.com',
      registerUrl: ADDRESS.href,
      registerMethod: 'WEB',
      agreeTerms: true,
    });
    expect(registerSchema.safeParse(payload).success).toBe(true);
  });

  it('takes the affiliate code from the link when its field is not shown', () => {
    const rules = { ...RULES, affiliateCode: { ...RULES.affiliateCode, enabled: false } };
    const payload = buildRegisterPayload({ ...VALID, affiliateCode: 'IGNORED' }, 'username', rules, SWITCHES, ADDRESS);
    expect(payload.affiliateCode).toBe('AGT01');
  });

  it('uses the mobile number, digits only, as the username of a mobile registration', () => {
    const payload = buildRegisterPayload(
      values({ mobileNum: '0912 345-678', verificationCode: '123456', captcha: 'ab12' }),
      'mobile',
      RULES,
      SWITCHES,
      ADDRESS,
    );
    expect(payload).toMatchObject({
      username: '0912345678',
      mobileNum: '0912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
    });
    expect(payload).not.toHaveProperty('password');
  });
});

describe('fieldOfServerMessage', () => {
  it('reads the field a VALIDATION_FAILED message names', () => {
    expect(fieldOfServerMessage('email: Please enter a valid email address')).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
    expect(fieldOfServerMessage('Some fields are missing or invalid')).toBeNull();
    expect(fieldOfServerMessage('nickname: too long')).toBeNull();
  });
});
