import { z } from 'zod';
import { singleLineText } from './plain-text';
import { LANGUAGES } from './system';

/**
 * Accounts and sign-in beyond the username login: challenge, encrypted bodies, captcha, SMS codes,
 * registration, resets, second factor and profile (spec §3, §4, §7).
 */

// ---------------------------------------------------------------------------------------------
// Proof-of-work challenge (ALTCHA v2)

/** GET /wps/challenge: an ALTCHA v2 challenge to solve with the SHA-256 key derivation. */
export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** The body field `challenge`: base64 of JSON `{ challenge, solution: { counter, derivedKey } }`. */
export const challengeFieldSchema = z.string().max(4096).optional();

/** Encodes a solved challenge for the body field `challenge` (browser and Node alike). */
export function encodeChallengeSolution(
  challenge: Challenge,
  solution: { counter: number; derivedKey: string },
): string {
  const json = JSON.stringify({ challenge, solution });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// ---------------------------------------------------------------------------------------------
// Hybrid-encrypted bodies (RSA-OAEP SHA-256 wraps a fresh AES-256-GCM key)

/** GET /wps/crypto/publicKey */
export const transportKeySchema = z.object({
  keyId: z.string(),
  /** base64 DER SubjectPublicKeyInfo of an RSA-OAEP (SHA-256) 2048-bit key. */
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
});
export type TransportKey = z.infer<typeof transportKeySchema>;

/** The body of an encrypted call: `{ encrypted: {...} }` in place of the plain JSON. */
export const encryptedBodySchema = z.object({
  encrypted: z.object({
    keyId: z.string().max(64),
    /** base64 of the AES key wrapped with RSA-OAEP. */
    key: z.string().max(1024),
    /** base64 of the 12-byte GCM IV. */
    iv: z.string().max(32),
    /** base64 of the AES-GCM ciphertext of the JSON body, tag appended (WebCrypto layout). */
    data: z.string().max(256 * 1024),
  }),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

// ---------------------------------------------------------------------------------------------
// Phone numbers and SMS codes

/** GET /wps/system/countryCodes */
export const countrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type Country = z.infer<typeof countrySchema>;

const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, 'Please enter a valid phone number.')
  .transform((code) => code.replace(/^\+/, ''));
const mobileNumber = z.string().trim().min(1, 'Please enter a valid phone number.').max(20);

/** POST /wps/verification/sms/noLogin: a code for SMS login or a phone password reset. */
export const smsNoLoginSchema = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  challenge: challengeFieldSchema,
});
export type SmsNoLogin = z.infer<typeof smsNoLoginSchema>;

/** POST /wps/verification/sms/register: a code for mobile registration (spec names the field mobileNo). */
export const smsRegisterSchema = z.object({
  mobileNo: mobileNumber,
  countryDialingCode: dialingCode,
  challenge: challengeFieldSchema,
});
export type SmsRegister = z.infer<typeof smsRegisterSchema>;

/** POST /wps/verification/sms/bind (token): a code to bind a mobile number to the signed-in account. */
export const smsBindSchema = z.object({ mobileNum: mobileNumber, countryDialingCode: dialingCode });
export type SmsBind = z.infer<typeof smsBindSchema>;

/** Answer of every SMS request: the code's lifetime, which drives the button countdown. */
export const smsSentSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsSent = z.infer<typeof smsSentSchema>;

export const VERIFICATION_CODE_LENGTH = 6;
const verificationCode = z
  .string()
  .trim()
  .min(1, 'Please enter a valid verification code')
  .max(255, 'Please enter a valid verification code');

// ---------------------------------------------------------------------------------------------
// Login

const loginCommon = {
  /** The captcha text, required after a failure flagged `value.captcha`. */
  captcha: z.string().trim().max(16).optional(),
  challenge: challengeFieldSchema,
  /** Which sign-in form this is: the agent area admits agents only ('Non-agents cannot log in'). */
  portal: z.enum(['member', 'agent']).default('member'),
  /** Keep a revocable remember token for a day (HttpOnly cookie). */
  remember: z.boolean().default(false),
};

/** `type` defaults to username sign-in when left out. */
const withLoginType = (body: unknown) =>
  body && typeof body === 'object' && !('type' in body) ? { ...body, type: 'username' } : body;

export const loginSchema = z.preprocess(
  withLoginType,
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('username'),
      username: singleLineText().trim().min(1, 'Input cannot be empty').max(64),
      password: z.string().min(1, 'Input cannot be empty').max(128),
      ...loginCommon,
    }),
    z.object({
      type: z.literal('sms'),
      /** The mobile number. */
      username: mobileNumber,
      /** The SMS code. */
      password: verificationCode,
      countryDialingCode: dialingCode,
      ...loginCommon,
    }),
  ]),
);
export type Login = z.infer<typeof loginSchema>;
export type LoginInput = z.input<typeof loginSchema>;

/** The `value` of a failed login: whether the next attempt must carry a captcha. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

/** The `value` of SECOND_FACTOR_REQUIRED: a sign-in from an address the account has not used. */
export const secondFactorChallengeSchema = z.object({
  ticket: z.string(),
  method: z.enum(['sms', 'totp']),
  /** The bound number with most digits hidden, when the code went by SMS. */
  maskedMobile: z.string().nullable(),
  expiredMinutes: z.number().int().positive(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** POST /wps/session/login/verify: completes a sign-in held for a second factor. */
export const secondFactorSchema = z.object({ ticket: z.string().min(16).max(128), code: verificationCode });
export type SecondFactor = z.infer<typeof secondFactorSchema>;

// ---------------------------------------------------------------------------------------------
// Registration

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** PUT /wps/member/register and /wps/member/register/mobile (encrypted). */
export const registerSchema = z.object({
  username: optionalText(64),
  password: z.string().max(128).optional().default(''),
  confirmPassword: z.string().max(128).optional().default(''),
  payeeName: optionalText(128),
  email: optionalText(255),
  qqNum: optionalText(255),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(4),
  recommenderId: optionalText(255),
  captcha: optionalText(16),
  verificationCode: optionalText(255),
  affiliateCode: optionalText(255),
  paymentPassword: z.string().max(128).optional().default(''),
  line: optionalText(255),
  whatsapp: optionalText(255),
  facebook: optionalText(255),
  wechat: optionalText(255),
  idNumber: optionalText(255),
  referralCode: optionalText(64),
  registerUrl: optionalText(512),
  domain: optionalText(253),
  registerMethod: z.literal('WEB').default('WEB'),
  /** The 18+ terms agreement (spec §5: must be ticked). */
  agreeTerms: z.literal(true, { error: 'Input cannot be empty' }),
  challenge: challengeFieldSchema,
});
export type Register = z.infer<typeof registerSchema>;
export type RegisterInput = z.input<typeof registerSchema>;

/** GET /wps/agent/affiliate?code=&domain= */
export const affiliateQuerySchema = z.object({
  code: singleLineText().trim().min(1, 'Invalid invitation code').max(64),
  domain: z.string().trim().max(253).optional(),
});
export const affiliateSchema = z.object({ code: z.string(), agentNickname: z.string() });
export type Affiliate = z.infer<typeof affiliateSchema>;

// ---------------------------------------------------------------------------------------------
// Password resets

/** POST /wps/member/password/email (form-encoded or JSON): mails a reset link. */
export const emailResetSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  email: z.string().trim().min(1, 'Input cannot be empty').max(255).email('Please enter a valid email address'),
});
export type EmailReset = z.infer<typeof emailResetSchema>;

/** POST /wps/member/password/email/confirm: sets the new password with the mailed token. */
export const emailResetConfirmSchema = z.object({
  token: z.string().min(16).max(128),
  newPassword: z.string().min(1, 'Input cannot be empty').max(128),
  confirmNewPassword: z.string().min(1, 'Input cannot be empty').max(128),
});
export type EmailResetConfirm = z.infer<typeof emailResetConfirmSchema>;

/**
 * POST /wps/member/password/verification (encrypted): phone reset, also the "set password by phone" of
 * accounts registered by mobile without a password. Answers a LoginResult: the site is signed in.
 */
export const phoneResetSchema = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  verificationCode,
  newPassword: z.string().min(1, 'Input cannot be empty').max(128),
  confirmNewPassword: z.string().max(128).optional(),
});
export type PhoneReset = z.infer<typeof phoneResetSchema>;

// ---------------------------------------------------------------------------------------------
// Profile and second factor

export const AVATAR_ICONS = 12;

/** GET /wps/member/profile */
export const profileSchema = z.object({
  nickname: z.string(),
  /** 1..AVATAR_ICONS, or null for the fallback avatar. */
  icon: z.number().int().nullable(),
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  /** Bound mobile with most digits hidden, e.g. +84 ******789. */
  maskedMobile: z.string().nullable(),
  totpEnabled: z.boolean(),
  /** Whether the merchant asks birthdays to prove 21+ (spec §9). */
  birthdayAgeCheck: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /wps/member/profile */
export const profileUpdateSchema = z
  .object({
    nickname: z.string().trim().min(1, 'Input cannot be empty').max(32).optional(),
    /** yyyy-MM-dd; must make the member 21 or older when the merchant checks ages. */
    birthday: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd')
      .optional(),
    email: z.string().trim().max(255).email('Please enter a valid email address').optional(),
  })
  .refine(
    (change) => change.nickname !== undefined || change.birthday !== undefined || change.email !== undefined,
    'Change at least one of nickname, birthday or email',
  );
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /wps/member/info/icon */
export const profileIconSchema = z.object({ icon: z.number().int().min(1).max(AVATAR_ICONS) });

/** PUT /wps/member/language: the language update sent when the member switches language (spec §7). */
export const memberLanguageSchema = z.object({ language: z.enum(LANGUAGES) });
export type MemberLanguage = z.infer<typeof memberLanguageSchema>;

/** POST /wps/member/mobile: binds a number after /wps/verification/sms/bind. */
export const bindMobileSchema = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  verificationCode,
});
export type BindMobile = z.infer<typeof bindMobileSchema>;

/** POST /wps/member/totp/setup: a fresh secret to add to an authenticator app. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** data: URL of an SVG QR code of otpauthUrl. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /wps/member/totp/enable and DELETE /wps/member/totp: a current 6-digit code. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** Age a birthday must prove when the merchant checks it (spec §9). */
export const BIRTHDAY_MIN_AGE = 21;

/** Whether someone born on `birthday` (yyyy-MM-dd) is at least `years` old on `today`. */
export function isAtLeastYearsOld(birthday: string, years: number, today = new Date()): boolean {
  const [y, m, d] = birthday.split('-').map(Number);
  if (!y || !m || !d) return false;
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return false;
  const threshold = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return born.getTime() <= threshold.getTime();
}
