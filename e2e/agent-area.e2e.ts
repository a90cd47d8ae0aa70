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

it('the agent area refuses a member and lets an agent into the agent centre', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${baseUrl}/agent`);
  await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  await page.reload();
  await page.getByTestId('agent-login-form').waitFor();
  expect(await page.getByTestId('site-header').count()).toBe(0);

  await page.getByTestId('agent-username').fill('demo01');
  await page.getByTestId('agent-password').fill('Demo#2026');
  await page.getByTestId('agent-login-submit').click();
  await expect
    .poll(async () => page.getByTestId('agent-login-error').textContent())
    .toContain('Non-agents cannot log in');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await page.getByTestId('agent-username').fill('agent01');
  await page.getByTestId('agent-login-submit').click();
  await page.waitForURL(/\/agentHome$/);
  await page.getByTestId('agent-home').waitFor();
});
