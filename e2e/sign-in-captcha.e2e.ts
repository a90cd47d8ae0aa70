import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { captchaAnswer } from './database';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The captcha's answer can only be read from PostgreSQL (the embedded database is the server's own).
it.skipIf(!databaseUrl)('a wrong password brings up the captcha, and signing in then needs its answer', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill('agent01');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-error').waitFor();
  const image = page.getByTestId('login-captcha-image').locator('img');
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);

  // The right password without the captcha is still refused.
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-submit').click();
  await expect.poll(async () => page.getByTestId('login-error').textContent()).toBeTruthy();
  expect(await page.getByTestId('header-balance').count()).toBe(0);

  const captchaCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'fortuna_captcha');
  await expect.poll(captchaCookie).toBeDefined();
  const cookie = await captchaCookie();
  await page.getByTestId('login-captcha').fill(await captchaAnswer(databaseUrl, cookie?.value ?? ''));
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${baseUrl}/agentHome`);
  await context.close();
});
