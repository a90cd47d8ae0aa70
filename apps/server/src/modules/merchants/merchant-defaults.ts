import type { MerchantSettings } from '@fortuna/contracts/merchants';
import { DEFAULT_REGISTER_RULES, siteSettingsSchema, whitelabelSchema } from '@fortuna/contracts/settings';

/** Settings a new merchant starts with: every switch at its documented default, no maintenance. */
export function defaultMerchantSettings(): MerchantSettings {
  return {
    whitelabel: whitelabelSchema.parse({}),
    registerRules: structuredClone(DEFAULT_REGISTER_RULES),
    site: siteSettingsSchema.parse({}),
    maintenance: { enabled: false, title: '', message: '' },
    blockedCountries: [],
  };
}
