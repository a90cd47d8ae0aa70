import { APP_PLATFORMS, type AppPlatform } from '@fortuna/contracts/settings';

/** The page listing every app, at /download; ?platform= names the one to put first in view. */
export const APP_DOWNLOAD_PATH = '/download';

export function isAppPlatform(value: string | null): value is AppPlatform {
  return APP_PLATFORMS.some((platform) => platform === value);
}

/** The site path of the download page with `platform` selected: "/download?platform=ios". */
export function appDownloadPath(platform: AppPlatform): string {
  return `${APP_DOWNLOAD_PATH}?platform=${platform}`;
}

/** A development address (localhost, an IP): its own scheme and port are the only way to reach it. */
const LOCAL_HOST = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[\d:a-f]+\])$/i;

/**
 * The address a side-menu QR code carries: the download page on the merchant's main domain (https), or
 * on the site the visitor is on, with its real scheme, host and port, when that is the main domain, none
 * is set, or the visitor is on a development address; a phone that scans it lands on a real page.
 */
export function appDownloadUrl(mainDomain: string, platform: AppPlatform, currentOrigin: string): string {
  const domain = mainDomain.trim();
  const current = new URL(currentOrigin);
  const isCurrentSite = !domain || domain === current.hostname || LOCAL_HOST.test(current.hostname);
  return `${isCurrentSite ? current.origin : `https://${domain}`}${appDownloadPath(platform)}`;
}
