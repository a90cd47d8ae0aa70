import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a visitor switches to the light theme and English, and both stay after a reload and in a new tab', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('site-header').waitFor();
  const html = page.locator('html');

  // First visit: dark theme and the site's default language, TY (Vietnamese).
  expect(await html.getAttribute('data-theme')).toBe('dark');
  expect(await html.getAttribute('lang')).toBe('vi');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'TY',
    'TY',
  ]);

  await page.getByTestId('theme-toggle').click();
  await expect.poll(() => html.getAttribute('data-theme')).toBe('light');
  await page.getByTestId('header-language').selectOption('EN');
  await expect.poll(() => html.getAttribute('lang')).toBe('en');
  expect(await page.getByTestId('header-login').textContent()).toBe('Log in');

  await page.reload();
  await page.getByTestId('site-header').waitFor();
  expect(await html.getAttribute('data-theme')).toBe('light');
  expect(await html.getAttribute('lang')).toBe('en');
  expect(await page.getByTestId('header-login').textContent()).toBe('Log in');
  // The light theme really changes the colours, not only the attribute.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(11, 18, 32)');

  const secondTab = await context.newPage();
  await secondTab.goto(`${baseUrl}/rng`);
  await secondTab.getByTestId('site-header').waitFor();
  expect(await secondTab.locator('html').getAttribute('data-theme')).toBe('light');
  expect(await secondTab.locator('html').getAttribute('lang')).toBe('en');
  await context.close();
});

it('a stored language the site does not offer is reset to TY and saved as both hisLang and lang', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('lang', 'VI');
      localStorage.setItem('hisLang', 'VI');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('site-header').waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('vi');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'TY',
    'TY',
  ]);
  await context.close();
});
