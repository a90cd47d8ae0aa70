import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { demoMerchantId, launchBrowser, openBackOffice, staffCall } from './browser';

const baseUrl = inject('baseUrl');
const IOS_LINK = 'https://apps.apple.com/app/id6444000001';
let browser: Browser;

interface AppDownload {
  ios: string;
  android: string;
  liteIos: string;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function siteAppDownload(): Promise<AppDownload> {
  const response = await fetch(`${baseUrl}/wps/system/permission/info`);
  const body = (await response.json()) as { value: { info: { appDownload: AppDownload } } };
  return body.value.info.appDownload;
}

it('staff set the iOS link in the back office and /download?platform=ios offers it with a QR code', async () => {
  const settingsPath = `/api/admin/merchants/${await demoMerchantId(baseUrl)}/settings`;
  const { value: before } = await staffCall<{ site: Record<string, unknown> }>(baseUrl, settingsPath);
  expect(await siteAppDownload()).toEqual({ ios: '', android: '', liteIos: '' });
  try {
    const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await openBackOffice(staff, baseUrl, `/merchants/${await demoMerchantId(baseUrl)}/settings`);
    await staff.getByRole('tab', { name: 'Site' }).click();
    const ios = staff.getByTestId('site-app-ios');
    await ios.waitFor();
    expect(await ios.inputValue()).toBe('');
    await ios.fill('http://apps.apple.com/app/id1');
    await staff.getByTestId('site-save').click();
    await staff.getByText('Use an https:// address, or leave it empty').waitFor();
    await ios.fill(IOS_LINK);
    await staff.getByTestId('site-save').click();
    await expect.poll(async () => (await siteAppDownload()).ios, { timeout: 10_000 }).toBe(IOS_LINK);
    await staff.close();

    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await phone.goto(`${baseUrl}/download?platform=ios`);
    const iosCard = phone.getByTestId('download-card-ios');
    await iosCard.waitFor();
    expect(await iosCard.getAttribute('data-selected')).toBe('true');
    const button = phone.getByTestId('download-link-ios');
    expect(await button.getAttribute('href')).toBe(IOS_LINK);
    expect(await button.getAttribute('rel')).toContain('noopener');
    expect(await phone.getByTestId('download-qr-ios').locator('path').count()).toBeGreaterThan(0);
    // No link yet: the app is not offered at all.
    expect(await phone.getByTestId('download-card-android').count()).toBe(0);
    expect(await phone.getByTestId('download-qr-liteIos').count()).toBe(0);
    // Nothing spills sideways on a 360 px phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.close();
  } finally {
    await staffCall(baseUrl, settingsPath, { method: 'PUT', body: JSON.stringify({ site: before.site }) });
  }
  expect(await siteAppDownload()).toEqual({ ios: '', android: '', liteIos: '' });
});

it('the side menu offers app QR codes only for a configured app, leading to the download page of the site', async () => {
  const settingsPath = `/api/admin/merchants/${await demoMerchantId(baseUrl)}/settings`;
  const { value: before } = await staffCall<{ site: Record<string, unknown> }>(baseUrl, settingsPath);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('side-menu').waitFor();
    // No app link is configured: no QR code, no download entry.
    expect(await page.getByTestId('side-menu-apps').count()).toBe(0);
    const site = { ...before.site, appDownload: { ios: '', android: 'https://play.example.com/fortuna', liteIos: '' } };
    const saved = await staffCall(baseUrl, settingsPath, { method: 'PUT', body: JSON.stringify({ site }) });
    expect(saved.success).toBe(true);
    await expect.poll(async () => (await siteAppDownload()).android, { timeout: 10_000 }).not.toBe('');
    await page.reload();
    const qr = page.getByTestId('qr-android');
    await qr.waitFor();
    expect(await page.getByTestId('qr-ios').count()).toBe(0);
    // The demo merchant's main domain is localhost: the code keeps the site's real scheme and port.
    expect(await qr.locator('title').textContent()).toBe(`${new URL(baseUrl).origin}/download?platform=android`);
    await page.getByTestId('side-download-android').click();
    await page.getByTestId('download-page').waitFor();
    expect(new URL(page.url()).search).toBe('?platform=android');
    expect(await page.getByTestId('download-card-android').getAttribute('data-selected')).toBe('true');
  } finally {
    await page.close();
    await staffCall(baseUrl, settingsPath, { method: 'PUT', body: JSON.stringify({ site: before.site }) });
  }
}, 120_000);
