import { z } from 'zod';
import {
  blockedCountriesSchema,
  customerServiceSchema,
  maintenanceSchema,
  registerRulesSchema,
  siteSettingsSchema,
  whitelabelSchema,
} from './settings';

/** System status of spec §4: maintenance wins over region restriction. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export const LANGUAGES = ['EN', 'TY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TY';

/** True for a language the running site offers (EN, TY); every other dictionary code is refused. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language === value);
}

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  country: z.string().nullable(),
  maintenance: maintenanceSchema.nullable(),
});
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;

export const domainRouteSchema = z.object({
  domain: z.string(),
  isMain: z.boolean(),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const helpCenterQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  device: z.literal('WEB').default('WEB'),
});

export const helpArticleSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const permissionInfoSchema = z.object({
  info: z.object({
    merchantCode: z.string(),
    merchantName: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    /** Each entry's path is encrypted (cs-path.ts): the site decrypts it with its last 8 characters. */
    customerService: z.array(customerServiceSchema.extend({ path: z.string().max(2048) })),
    domainRoute: z.array(domainRouteSchema),
    resources: z.record(z.string(), z.unknown()),
    whitelabel: whitelabelSchema,
    register: registerRulesSchema,
    mainDomain: z.string(),
    analytics: siteSettingsSchema.shape.analytics,
    social: siteSettingsSchema.shape.social,
    /** Store links of the apps; '' where an app is not available yet. */
    appDownload: siteSettingsSchema.shape.appDownload,
    /** The language of the merchant's own content, and of visitors who have not chosen one. */
    defaultLanguage: siteSettingsSchema.shape.defaultLanguage,
    /** How money and numbers are written on the site: 1,000,000.00 (en-US) or 1.000.000,00 (vi-VN). */
    numberFormat: siteSettingsSchema.shape.numberFormat,
    /** The merchant's time zone (IANA): the agent centre's days and every report count in it. */
    timeZone: z.string(),
  }),
  location: z.object({
    ip: z.string(),
    country: z.string().nullable(),
    maintenance: maintenanceSchema.nullable(),
    regionRestriction: z.boolean(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
  status: systemStatusSchema.shape.status,
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

export { blockedCountriesSchema };
