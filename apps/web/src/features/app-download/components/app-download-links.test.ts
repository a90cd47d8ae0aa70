import { describe, expect, it } from 'vitest';
import { appDownloadPath, appDownloadUrl, isAppPlatform } from './app-download-links';

describe('app download links', () => {
  it('lead to the download page with the platform selected', () => {
    expect(appDownloadPath('ios')).toBe('/download?platform=ios');
    expect(appDownloadUrl('play.example.com', 'android', 'localhost:3000')).toBe(
      'https://play.example.com/download?platform=android',
    );
  });

  it('use the current host when the merchant has no main domain', () => {
    expect(appDownloadUrl('  ', 'ios', 'mirror.example.com')).toBe('https://mirror.example.com/download?platform=ios');
  });

  it('know the three apps and nothing else', () => {
    expect(['ios', 'android', 'liteIos'].every(isAppPlatform)).toBe(true);
    expect(isAppPlatform('windows')).toBe(false);
    expect(isAppPlatform(null)).toBe(false);
  });
});
