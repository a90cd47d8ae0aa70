import { z } from 'zod';
import { amountGrammarMessage, amountPattern } from './money';
import { PATTERN_IDS } from './patterns';

/** The feature switches of spec §6, held per merchant and edited in the back office. */
export const whitelabelSchema = z.object({
  mobileRegistration: z.boolean().default(true),
  smsVerification: z.boolean().default(false),
  mobilePasswordRegistration: z.boolean().default(false),
  freePlay: z.boolean().default(true),
  forcePasswordChange: z.boolean().default(true),
  smsLogin: z.boolean().default(false),
  vip: z.boolean().default(true),
  referral: z.boolean().default(true),
  affiliate: z.boolean().default(true),
  /** Password reset by email: white-label flag CHNGPASSMAIL3. */
  resetByEmail: z.boolean().default(true),
  /** Password reset by phone: white-label flag CHNGPASSVERIF3. */
  resetByPhone: z.boolean().default(true),
  contractDividend: z.boolean().default(true),
  contractDailySalary: z.boolean().default(true),
  contractHourlySalary: z.boolean().default(true),
  contractRealtimeSalary: z.boolean().default(true),
  /** Consolidated data for agents (spec §6 "agent policy flag"). */
  agentPolicy: z.boolean().default(true),
  /** Password expiry in days when the password policy is on; 0 turns it off. */
  passwordExpiryDays: z.number().int().min(0).max(3650).default(0),
  /** Login, registration and SMS requests must carry a solved proof-of-work challenge. */
  requireChallenge: z.boolean().default(true),
  /** Calls marked encrypted may also be sent as plain JSON. */
  allowPlainJson: z.boolean().default(false),
  /** Minutes an SMS code stays valid; the SMS button counts down this long (spec §4, §9). */
  smsCodeMinutes: z.number().int().min(1).max(30).default(2),
  /** SMS codes the merchant may send per day (UTC) before 'Quota not sufficient…'. */
  smsDailyQuota: z.number().int().min(0).max(1_000_000).default(5000),
  /** Birthdays must prove the member is 21 or older (spec §5, §9). */
  birthdayAgeCheck: z.boolean().default(true),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Optional details a merchant may collect at registration, kept with the account when enabled. */
export const REGISTER_DETAIL_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const satisfies readonly RegisterField[];

export const fieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.enum(PATTERN_IDS),
    min: z.number().int().min(0).max(255),
    max: z.number().int().min(1).max(255),
  })
  .refine((rule) => rule.min <= rule.max, { message: 'min must not exceed max', path: ['min'] })
  .refine((rule) => rule.enabled || !rule.required, {
    message: 'a disabled field cannot be required',
    path: ['required'],
  });
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registerRulesSchema = z.object(
  Object.fromEntries(REGISTER_FIELDS.map((field) => [field, fieldRuleSchema])) as Record<
    RegisterField,
    typeof fieldRuleSchema
  >,
);
export type RegisterRules = z.infer<typeof registerRulesSchema>;

const rule = (enabled: boolean, required: boolean, patternId: FieldRule['patternId'], min: number, max: number) => ({
  enabled,
  required,
  patternId,
  min,
  max,
});

/** Registration rules a new merchant starts with. */
export const DEFAULT_REGISTER_RULES: RegisterRules = {
  username: rule(true, true, 'LETTER_FIRST_ALNUM', 6, 16),
  password: rule(true, true, 'LETTERS_DIGITS_SYMBOLS', 6, 20),
  confirmPassword: rule(true, true, 'ANY', 6, 20),
  mobileNum: rule(true, false, 'MOBILE', 6, 15),
  verificationCode: rule(false, false, 'DIGITS', 0, 255),
  payeeName: rule(true, false, 'FULL_NAME', 2, 64),
  paymentPassword: rule(false, false, 'DIGITS', 6, 6),
  qqNum: rule(false, false, 'DIGITS', 5, 12),
  line: rule(false, false, 'NO_SPACES', 1, 64),
  whatsapp: rule(false, false, 'DIGITS', 6, 15),
  facebook: rule(false, false, 'NO_SPACES', 1, 64),
  wechat: rule(false, false, 'NO_SPACES', 1, 64),
  idNumber: rule(false, false, 'LETTERS_OR_DIGITS', 6, 32),
  email: rule(true, false, 'EMAIL', 5, 128),
  recommenderId: rule(false, false, 'LETTERS_OR_DIGITS', 1, 32),
  affiliateCode: rule(true, false, 'INVITATION_CODE', 4, 16),
  captcha: rule(true, true, 'LETTERS_OR_DIGITS', 4, 6),
};

export const CS_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM'] as const;

export const customerServiceSchema = z.object({
  csType: z.enum(CS_TYPES),
  title: z.string().trim().min(1).max(64),
  /** An https URL, or a path on the site itself such as /help#contact-us. */
  path: z
    .string()
    .trim()
    .max(512)
    .regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, 'Use an https:// address or a path starting with /'),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

const httpUrl = z.string().trim().url().max(512);

/** The apps players can download (spec: app download page for iOS, Android and lite iOS). */
export const APP_PLATFORMS = ['ios', 'android', 'liteIos'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** A store or download link of an app: an https address, or '' while the app is not available. */
const appLink = z
  .string()
  .trim()
  .max(512)
  .regex(/^(https:\/\/[^\s]+|)$/, 'Use an https:// address, or leave it empty')
  .default('');

export const appDownloadSchema = z
  .object({ ios: appLink, android: appLink, liteIos: appLink })
  .default({ ios: '', android: '', liteIos: '' });
export type AppDownload = z.infer<typeof appDownloadSchema>;

/**
 * How the site writes numbers and money: 'en-US' 1,000,000.00 or 'vi-VN' 1.000.000,00 (the merchant
 * chooses; dates follow the visitor's language: dd/mm/yyyy in Vietnamese).
 */
export const NUMBER_FORMATS = ['en-US', 'vi-VN'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** Site presentation settings: customer service, CDNs, social links, analytics, app download links. */
export const siteSettingsSchema = z.object({
  mainDomain: z.string().trim().max(253).default(''),
  /** The language of the merchant's own content (banners, marquee, promotions) and of visitors without a choice. */
  defaultLanguage: z.enum(['EN', 'TY']).default('TY'),
  numberFormat: z.enum(NUMBER_FORMATS).default('en-US'),
  /** A win counts as big (the home lobby's winner board) from this multiple of its stake… */
  bigWinMultiple: z.number().int().min(1).max(100_000).default(5),
  /** …and from this amount (decimal text in the merchant's currency, '0' for any). */
  bigWinMinAmount: z.string().regex(amountPattern(), amountGrammarMessage()).default('0'),
  customerService: z.array(customerServiceSchema).max(20).default([]),
  imageCDNs: z.array(httpUrl).max(10).default([]),
  launchGameCDNs: z.array(httpUrl).max(10).default([]),
  social: z
    .object({
      facebook: httpUrl.or(z.literal('')).default(''),
      telegram: httpUrl.or(z.literal('')).default(''),
      youtube: httpUrl.or(z.literal('')).default(''),
      instagram: httpUrl.or(z.literal('')).default(''),
    })
    .default({ facebook: '', telegram: '', youtube: '', instagram: '' }),
  analytics: z.object({ googleAnalyticsId: z.string().trim().max(32).default('') }).default({ googleAnalyticsId: '' }),
  appDownload: appDownloadSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  title: z.string().trim().max(120),
  message: z.string().trim().max(2000),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** ISO 3166-1 alpha-2 country codes blocked for a merchant (status 2). */
export const blockedCountriesSchema = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Use two-letter country codes such as US'),
  )
  .max(250);
