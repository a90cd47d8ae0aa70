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

it('a visitor plays for free with a demo balance and is asked for a real account in the member centre', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-free-play').click();
  await page.getByTestId('balance-demo-badge').waitFor();
  await expect.poll(async () => page.getByTestId('header-balance').textContent()).toContain('2.000.000,00');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');

  await page.goto(`${baseUrl}/member?page=transferFund`);
  await page.getByTestId('trial-notice').waitFor();
  expect(await page.getByTestId('member-centre').count()).toBe(0);
});
