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

  // The agent centre: its own header (GMT offset, a clock that ticks, the nickname), the spec's menu,
  // the team overview by default, and the agent's own deposit page.
  expect(await page.getByTestId('site-header').count()).toBe(0);
  expect(await page.getByTestId('agent-gmt').textContent()).toMatch(/^GMT[+-]\d{2}:\d{2}$/);
  const firstTick = await page.getByTestId('agent-clock').textContent();
  expect(firstTick).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect.poll(async () => page.getByTestId('agent-clock').textContent()).not.toBe(firstTick);
  expect(await page.getByTestId('agent-nickname').textContent()).not.toBe('');
  expect(await page.getByTestId('agent-menu-agentTeamOverview').getAttribute('aria-current')).toBe('page');
  // agent01 holds the platform's contracts, so the contract entries show.
  await page.getByTestId('agent-menu-realtimeSalary').waitFor();
  await page.getByTestId('team-overview').waitFor();

  await page.getByTestId('agent-menu-deposit').click();
  await page.waitForURL(/\/agentHome\?page=deposit$/);
  await page.getByTestId('deposit-panel').waitFor();
  await page.locator('[data-testid^="deposit-channel-"]').first().waitFor();

  // The agent sends money to a direct downline from the agent centre.
  await page.goto(`${baseUrl}/agentHome?page=transferDownline`);
  await page.getByTestId('transfer-form').waitFor();
  const balance = page.getByTestId('transfer-balance');
  await expect.poll(async () => /\d/.test((await balance.textContent()) ?? '')).toBe(true);
  const before = BigInt(((await balance.textContent()) ?? '').replace(/\D/g, ''));
  await expect
    .poll(async () => page.locator('[data-testid="transfer-downline"] option[value="demo01"]').count())
    .toBe(1);
  await page.getByTestId('transfer-downline').selectOption('demo01');
  await page.getByTestId('transfer-amount').fill('12.34');
  await page.getByTestId('transfer-password').fill('246810');
  await page.getByTestId('transfer-submit').click();
  await page.getByTestId('dialog').waitFor();
  await expect.poll(async () => BigInt(((await balance.textContent()) ?? '').replace(/\D/g, ''))).toBe(before - 1234n);
  await page.goto(`${baseUrl}/agentHome`);
  await page.getByTestId('agent-home').waitFor();

  await page.getByTestId('agent-sign-out').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(`${baseUrl}/`);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});
