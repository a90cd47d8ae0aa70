import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from './settings';

describe('app download links', () => {
  it('start empty, so a merchant with no app shows none', () => {
    expect(siteSettingsSchema.parse({}).appDownload).toEqual({ ios: '', android: '', liteIos: '' });
    expect(siteSettingsSchema.parse({ appDownload: { ios: 'https://apps.apple.com/app/id1' } }).appDownload).toEqual({
      ios: 'https://apps.apple.com/app/id1',
      android: '',
      liteIos: '',
    });
  });

  it('take an https address, trimmed, or nothing', () => {
    const links = { ios: ' https://apps.apple.com/app/id1 ', android: '', liteIos: '  ' };
    expect(siteSettingsSchema.parse({ appDownload: links }).appDownload).toEqual({
      ios: 'https://apps.apple.com/app/id1',
      android: '',
      liteIos: '',
    });
    for (const android of ['http://play.google.com/x', 'javascript:alert(1)', '/download', 'https://a b', 'https://']) {
      expect(siteSettingsSchema.safeParse({ appDownload: { android } }).success, android).toBe(false);
    }
  });
});
