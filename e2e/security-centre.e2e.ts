import type { Browser, Page } from 'playwright-core';
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

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill('demo01');
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

async function changePassword(page: Page, from: string, to: string, confirm = to): Promise<void> {
  await page.getByTestId('cp-old').fill(from);
  await page.getByTestId('cp-new').fill(to);
  await page.getByTestId('cp-confirm').fill(confirm);
  await page.getByTestId('cp-submit').click();
}

it('a member changes the login password, which signs out its other session, and signs in with the new one', async () => {
  const elsewhere = await browser.newPage();
  await signIn(elsewhere, 'Demo#2026');

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page, 'Demo#2026');
  await page.goto(`${baseUrl}/member?page=securityCenter`);
  await page.getByTestId('change-password-form').waitFor();
  await expect.poll(async () => page.getByTestId('last-login').textContent()).toMatch(/127\.0\.0\.1/);
  await expect.poll(async () => page.getByTestId('session-row').count()).toBeGreaterThanOrEqual(2);

  await changePassword(page, 'Demo#2026', 'Secret#2027', 'Secret#2028');
  expect(await page.textContent('body')).toMatch(/Incorrect confirmation input|Xác nhận không khớp|không khớp/i);

  await changePassword(page, 'Demo#2026', 'Secret#2027');
  await page.getByTestId('dialog').waitFor();
  await expect.poll(async () => page.getByTestId('session-row').count()).toBe(1);

  // The other browser's session was signed out by the change.
  const stale = await elsewhere.evaluate(async () => {
    const token = sessionStorage.getItem('token');
    const response = await fetch('/wps/member/info', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { code: string }).code;
  });
  expect(stale).toBe('NOT_LOGGED_IN');

  const again = await browser.newPage();
  await signIn(again, 'Secret#2027');

  // Put the demo password back for the other journeys.
  await page.reload();
  await page.getByTestId('change-password-form').waitFor();
  await changePassword(page, 'Secret#2027', 'Demo#2026');
  await page.getByTestId('dialog').waitFor();
});
