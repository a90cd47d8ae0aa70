import { z } from 'zod';
import {
  blockedCountriesSchema,
  maintenanceSchema,
  registerRulesSchema,
  siteSettingsSchema,
  whitelabelSchema,
} from './settings';

const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Enter a host name such as play.example.com',
  );

export const merchantDomainSchema = z.object({ domain: domainName, isMain: z.boolean() });

export const merchantSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  status: z.enum(['active', 'disabled']),
  domains: z.array(merchantDomainSchema),
  createdAt: z.string(),
});
export type Merchant = z.infer<typeof merchantSchema>;

export const createMerchantSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{1,15}$/, 'Code: 2-16 uppercase letters, digits or underscores, starting with a letter'),
  name: z.string().trim().min(1, 'Input cannot be empty').max(80),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as VND'),
  currencySymbol: z.string().trim().min(1, 'Input cannot be empty').max(4),
  domains: z.array(merchantDomainSchema).max(50).default([]),
});
export type CreateMerchant = z.infer<typeof createMerchantSchema>;

/** Every field optional; fields left out stay as they are (domains too: no default here). */
export const updateMerchantSchema = z.object({
  name: createMerchantSchema.shape.name.optional(),
  currency: createMerchantSchema.shape.currency.optional(),
  currencySymbol: createMerchantSchema.shape.currencySymbol.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  domains: z.array(merchantDomainSchema).max(50).optional(),
});
export type UpdateMerchant = z.infer<typeof updateMerchantSchema>;

export const merchantSettingsSchema = z.object({
  whitelabel: whitelabelSchema,
  registerRules: registerRulesSchema,
  site: siteSettingsSchema,
  maintenance: maintenanceSchema,
  blockedCountries: blockedCountriesSchema,
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

export const updateSettingsSchema = merchantSettingsSchema.partial();
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

export const merchantIdParamsSchema = z.object({ merchantId: z.coerce.number().int().positive() });
