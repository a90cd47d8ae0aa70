import { describe, expect, it } from 'vitest';
import { appDownloadPath, appDownloadUrl, isAppPlatform } from './app-download-links';

describe('app download links', () => {
  it('lead to the download page with the platform selected', () => {
    expect(appDownloadPath('ios')).toBe('/download?platform=ios');
    expect(appDownloadUrl('play.example.com', 'android', 'https://mirror.example.com')).toBe(
      'https://play.example.com/download?platform=android',
    );
    // The main domain is the site in use, or the visitor is on a development address: its real scheme and port are kept.
    expect(appDownloadUrl('localhost', 'android', 'http://localhost:3700')).toBe(
      'http://localhost:3700/download?platform=android',
    );
    expect(appDownloadUrl('localhost', 'ios', 'http://127.0.0.1:3700')).toBe(
      'http://127.0.0.1:3700/download?platform=ios',
    );
  });

  it('use the current host when the merchant has no main domain', () => {
    expect(appDownloadUrl('  ', 'ios', 'https://mirror.example.com')).toBe(
      'https://mirror.example.com/download?platform=ios',
    );
  });

  it('know the three apps and nothing else', () => {
    expect(['ios', 'android', 'liteIos'].every(isAppPlatform)).toBe(true);
    expect(isAppPlatform('windows')).toBe(false);
    expect(isAppPlatform(null)).toBe(false);
  });
});
