import { type SiteSettings, siteSettingsSchema } from '@fortuna/contracts/settings';
import { isLanguage, type Language } from '@fortuna/contracts/system';
import type { MerchantRow } from './merchants.repo';

const parsed = new WeakMap<object, SiteSettings>();

/**
 * The merchant's site settings with every field present: a merchant saved before a setting existed
 * reads its default (e.g. the default language TY, numbers 1,000,000.00). Parsed once per stored value.
 */
export function siteSettingsOf(merchant: Pick<MerchantRow, 'site'>): SiteSettings {
  const stored = merchant.site as object;
  let settings = parsed.get(stored);
  if (!settings) {
    settings = siteSettingsSchema.parse(merchant.site);
    parsed.set(stored, settings);
  }
  return settings;
}

/** The language a call asked for when the site offers it, else the merchant's default. */
export function languageOrDefault(asked: unknown, merchant: Pick<MerchantRow, 'site'>): Language {
  return isLanguage(asked) ? asked : siteSettingsOf(merchant).defaultLanguage;
}
