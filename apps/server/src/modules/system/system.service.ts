import { encryptCsPath } from '@fortuna/contracts/cs-path';
import { appDownloadSchema } from '@fortuna/contracts/settings';
import type { DomainRoute, PermissionInfo, SystemStatus, SystemStatusValue } from '@fortuna/contracts/system';
import { SYSTEM_STATUS } from '@fortuna/contracts/system';
import type { Db } from '../../db/client';
import { countryOfIp } from '../../http/region';
import { siteSettingsOf } from '../merchants/merchant-site';
import { listDomains, type MerchantRow } from '../merchants/merchants.repo';
import { paymentSettingsOf } from '../payments/channels.repo';

/** Spec §4: maintenance gives 1, else a blocked country gives 2, else 0. */
export function statusFor(merchant: MerchantRow, country: string | null): SystemStatus {
  if (merchant.maintenance.enabled) return SYSTEM_STATUS.MAINTENANCE;
  if (country && merchant.blockedCountries.includes(country)) return SYSTEM_STATUS.REGION_RESTRICTED;
  return SYSTEM_STATUS.NORMAL;
}

export function systemStatus(merchant: MerchantRow, ip: string): SystemStatusValue {
  const country = countryOfIp(ip);
  const status = statusFor(merchant, country);
  return {
    status,
    ip,
    country,
    maintenance: status === SYSTEM_STATUS.MAINTENANCE ? merchant.maintenance : null,
  };
}

export async function domainRoutes(db: Db, merchant: MerchantRow): Promise<DomainRoute[]> {
  const domains = await listDomains(db, [merchant.id]);
  return domains.map((row) => ({ domain: row.domain, isMain: row.isMain }));
}

export async function permissionInfo(db: Db, merchant: MerchantRow, ip: string): Promise<PermissionInfo> {
  const { status, country, maintenance } = systemStatus(merchant, ip);
  const [domainRoute, { timeZone }] = await Promise.all([
    domainRoutes(db, merchant),
    paymentSettingsOf(db, merchant.id),
  ]);
  const mainDomain = merchant.site.mainDomain || domainRoute.find((route) => route.isMain)?.domain || '';
  return {
    info: {
      merchantCode: merchant.code,
      merchantName: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      customerService: merchant.site.customerService.map((entry) => ({ ...entry, path: encryptCsPath(entry.path) })),
      domainRoute,
      resources: {},
      whitelabel: merchant.whitelabel,
      register: merchant.registerRules,
      mainDomain,
      analytics: merchant.site.analytics,
      social: merchant.site.social,
      // Merchants saved before the app links existed have none stored: they read as not available yet.
      appDownload: appDownloadSchema.parse(merchant.site.appDownload),
      defaultLanguage: siteSettingsOf(merchant).defaultLanguage,
      numberFormat: siteSettingsOf(merchant).numberFormat,
      timeZone,
    },
    location: {
      ip,
      country,
      maintenance,
      regionRestriction: status === SYSTEM_STATUS.REGION_RESTRICTED,
      imageCDNs: merchant.site.imageCDNs,
      launchGameCDNs: merchant.site.launchGameCDNs,
    },
    status,
  };
}
