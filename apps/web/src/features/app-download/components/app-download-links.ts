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

/**
 * The address a side-menu QR code carries: the download page on the merchant's main domain (or the host
 * the visitor is on), so a phone that scans it always lands on a real page of the site.
 */
export function appDownloadUrl(mainDomain: string, platform: AppPlatform, currentHost: string): string {
  const host = mainDomain.trim() || currentHost;
  return `https://${host}${appDownloadPath(platform)}`;
}
